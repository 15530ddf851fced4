import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/components/layout/site';

// SITE_URL is read when the file is asked for, not when the site is built.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/test', '/enter-online/'] },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}

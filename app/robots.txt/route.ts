import { absoluteUrl } from '@/components/layout/site';
import { feedResponse } from '@/lib/http/feed-response';

/** Crawlers may read every page, not the API, the test pages, invitation links or private addresses; written for SITE_URL. */
export function GET() {
  const body = [
    'User-Agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /test',
    'Disallow: /enter-online/',
    'Disallow: /private/',
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml')}`,
    '',
  ].join('\n');
  return feedResponse({ body, type: 'text/plain', lastModified: null });
}

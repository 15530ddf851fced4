import { absoluteUrl } from '@/components/layout/site';
import { feedResponse } from '@/lib/http/feed-response';
import { getSitemap } from '@/lib/source/sitemap';

/** Every public page for search engines, with when its data last changed (lib/league/sitemap.ts). */
export async function GET() {
  const sitemap = await getSitemap(absoluteUrl);
  return feedResponse({ ...sitemap, type: 'application/xml' });
}

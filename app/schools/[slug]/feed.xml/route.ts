import { leagueReads } from '@/lib/source/cached';
import { atomFeed, feedUpdated } from '@/lib/league/atom';
import { isSchoolSlug } from '@/lib/league/school-slug';
import { schoolFeedPath, schoolPath } from '@/lib/league/school-paths';
import { schoolReads } from '@/lib/source/cached-schools';
import { absoluteUrl } from '@/components/layout/site';
import { feedResponse, noFeed } from '@/lib/http/feed-response';

/**
 * Made on its first request and kept in the page cache until a change drops the tags of its reads, as a page
 * is; server.mjs answers a feed reader's conditional request from that copy.
 */
export const dynamic = 'force-static';
export { generateStaticParams } from '@/lib/cache/on-demand';

/** The active season's changes touching one school's teams, as an Atom feed beside the school's page. */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  if (!isSchoolSlug(slug)) return noFeed('There is no such school.');
  const { activeYear } = await leagueReads.getSiteStatus();
  if (activeYear === null) return noFeed('There is no active season.');
  const school = (await schoolReads.getSchoolList()).find((s) => s.slug === slug);
  if (!school) return noFeed('There is no such school.');
  const records = await leagueReads.getSchoolChanges(activeYear, slug);
  const fallbackUpdated = `${activeYear}-01-01T00:00:00.000Z`;
  const body = atomFeed({
    self: absoluteUrl(schoolFeedPath(slug)),
    page: absoluteUrl(schoolPath(slug)),
    title: `NSWJCL Schools ${activeYear}: changes for ${school.name}`,
    records,
    fallbackUpdated,
  });
  return feedResponse({
    body,
    type: 'application/atom+xml',
    lastModified: feedUpdated(records, fallbackUpdated),
  });
}

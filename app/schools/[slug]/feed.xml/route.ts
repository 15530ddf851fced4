import { leagueReads } from '@/lib/source/cached';
import { atomFeed } from '@/lib/league/atom';
import { isSchoolSlug } from '@/lib/league/school-slug';
import { schoolFeedPath, schoolPath } from '@/lib/league/school-paths';
import { schoolReads } from '@/lib/source/cached-schools';
import { absoluteUrl } from '@/components/layout/site';
const notFound = (text: string) => new Response(text, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** The active season's changes touching one school's teams, as an Atom feed beside the school's page. */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  if (!isSchoolSlug(slug)) return notFound('There is no such school.');
  const { activeYear } = await leagueReads.getSiteStatus();
  if (activeYear === null) return notFound('There is no active season.');
  const school = (await schoolReads.getSchoolList()).find((s) => s.slug === slug);
  if (!school) return notFound('There is no such school.');
  const records = await leagueReads.getSchoolChanges(activeYear, slug);
  const name = school.name;
  const xml = atomFeed({
    self: absoluteUrl(schoolFeedPath(slug)),
    page: absoluteUrl(schoolPath(slug)),
    title: `NSWJCL Schools ${activeYear}: changes for ${name}`,
    records,
    fallbackUpdated: `${activeYear}-01-01T00:00:00.000Z`,
  });
  return new Response(xml, { headers: { 'content-type': 'application/atom+xml; charset=utf-8' } });
}

import { leagueReads } from '@/lib/source/cached';
import { atomFeed } from '@/lib/league/atom';
import { changesForSchool } from '@/lib/league/change-filter';
import { isSchoolSlug, schoolSlug } from '@/lib/league/school-slug';
import { absoluteUrl } from '@/components/layout/site';

/** The school's page (h-schools' school-paths.ts writes it the same way: `/schools/{slug}` for the active season). */
const schoolPath = (slug: string) => `/schools/${slug}`;
const notFound = (text: string) => new Response(text, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** The active season's changes touching one school's teams, as an Atom feed beside the school's page. */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  if (!isSchoolSlug(slug)) return notFound('There is no such school.');
  const { activeYear } = await leagueReads.getSiteStatus();
  if (activeYear === null) return notFound('There is no active season.');
  const records = changesForSchool((await leagueReads.getSeasonNews(activeYear)).changes, slug);
  // The school's name as the changes write it, when they name the school itself.
  const name = records.flatMap((r) => r.items.flatMap((i) => i.teams)).find((t) => schoolSlug(t) === slug) ?? slug;
  const xml = atomFeed({
    self: absoluteUrl(`${schoolPath(slug)}/feed.xml`),
    page: absoluteUrl(schoolPath(slug)),
    title: `NSWJCL Schools ${activeYear}: changes for ${name}`,
    records,
    fallbackUpdated: `${activeYear}-01-01T00:00:00.000Z`,
  });
  return new Response(xml, { headers: { 'content-type': 'application/atom+xml; charset=utf-8' } });
}

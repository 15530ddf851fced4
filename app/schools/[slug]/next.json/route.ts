import { readSchoolPage } from '@/lib/source/school-page';
import { schoolPath } from '@/lib/league/school-paths';
import { nextMatch, type SchoolNext } from '@/lib/league/school-next';

/**
 * A school's next matches for the home page's "my school" block. The same for every visitor: a
 * browser or a shared cache may keep it for five minutes.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const view = (await readSchoolPage({ slug: (await params).slug }))?.view;
  if (!view)
    return Response.json(
      { error: 'No such school.' },
      { status: 404, headers: { 'Cache-Control': 'public, max-age=300' } },
    );
  const { page } = view;
  const body: SchoolNext = {
    slug: page.slug,
    name: page.name,
    href: schoolPath(page.slug),
    matches: view.kind === 'structured' ? (view.page.season?.upcoming ?? []).slice(0, 3).map(nextMatch) : [],
    note:
      view.kind === 'listed'
        ? "The league sends this season's draws as tables: the school's page lists its teams."
        : null,
  };
  return Response.json(body, { headers: { 'Cache-Control': 'public, max-age=300' } });
}

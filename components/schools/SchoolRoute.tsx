import { SchoolPage } from './SchoolPage';
import { ListedSchoolPage } from './ListedSchoolPage';
import { requireSchoolPage, type SchoolSegments } from './reads';

/** The school page of both routes (`/schools/{slug}` and `/schools/{slug}/{year}`). */
export async function SchoolRoute({ segments }: { segments: SchoolSegments }) {
  const { view, activeYear } = await requireSchoolPage(segments);
  return view.kind === 'structured' ? <SchoolPage page={view.page} activeYear={activeYear} /> : <ListedSchoolPage page={view.page} />;
}

import { officeCsv } from '@/lib/office/download';
import { officeEntriesCsv } from '@/lib/source/office';

type Context = { params: Promise<{ token: string }> };

/** The season's entry requests as the command line's `entries YEAR` writes them. */
export async function GET(request: Request, { params }: Context) {
  const { token } = await params;
  return officeCsv(
    request,
    token,
    (year) => `entries-${year}.csv`,
    ({ db, link }) => officeEntriesCsv(db, link.year),
  );
}

import { officeCsv } from '@/lib/office/download';
import { officeCardsCsv } from '@/lib/source/office';

type Context = { params: Promise<{ token: string }> };

/** The cards' audit trail as the command line's `cards YEAR` writes it. */
export async function GET(request: Request, { params }: Context) {
  const { token } = await params;
  return officeCsv(
    request,
    token,
    (year) => `cards-${year}.csv`,
    ({ db, link }) => officeCardsCsv(db, link.year),
  );
}

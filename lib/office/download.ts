import 'server-only';
/** The office's CSV downloads: refused with 403 without the passkey's session, private and never stored. */
import { privateFileRefusal, privateNotFound } from '@/lib/cards/private-file';
import type { OfficeVisit } from './gate';
import { officeVisit } from './gate';

export const OFFICE_FORBIDDEN = 'Sign in to the office with its passkey first.';

export async function officeCsv(
  request: Request,
  token: string,
  fileName: (year: number) => string,
  csv: (visit: OfficeVisit) => Promise<string>,
): Promise<Response> {
  const refused = await privateFileRefusal(request);
  if (refused) return refused;
  const visit = await officeVisit(token);
  if (!visit) return privateNotFound();
  if (!visit.session)
    return new Response(`${OFFICE_FORBIDDEN}\n`, {
      status: 403,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' },
    });
  const body = await csv(visit);
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName(visit.link.year)}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    },
  });
}

/**
 * The entry form's address as the entry page reads it (the competition pages write it with
 * `enterOnlineHref`, lib/league/links.ts). The form's own `?mode=` (kept as the selector changes) and the old
 * `?comp=` and numeric codes are read as well, so an older bookmark still works.
 */
import { competitionFromCode, competitionMode, metroFromCode } from '@/lib/league/constants';
import { isMode, type FormMode } from './form';

export type EntrySearchParams = Record<string, string | string[] | undefined>;

export function modeFromSearchParams(params: EntrySearchParams): FormMode {
  const one = (name: string) => (typeof params[name] === 'string' ? params[name] : '');
  const named = one('mode');
  if (isMode(named)) return named;
  const metro = metroFromCode(one('metro'));
  const competition = competitionFromCode(one('competition') || one('comp'));
  return metro && competition ? competitionMode(metro, competition) : '_';
}

/** A confirmation page's address carries 16 random bytes as base64url (lib/db/queries/entry-versions.ts). */
export const RECEIPT_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** A stored request's confirmation page; `?already=1` when the school's identical request was found instead. */
export function receiptPath(receipt: string, same = false): string {
  return `/enter-online/sent/${receipt}${same ? '?already=1' : ''}`;
}

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

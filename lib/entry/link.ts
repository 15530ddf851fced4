/**
 * The entry form's address for one competition: the competition pages write it and the entry page
 * reads it, both here. The form's own `?mode=` (kept as the selector changes) and the old
 * `?comp=` and numeric codes are read as well, so an older bookmark still works.
 */
import { competitionFromCode, competitionMode, metroFromCode, splitMode, type CompetitionMode } from '@/lib/league/constants';
import { isMode, type FormMode } from './form';

export const ENTER_ONLINE_PATH = '/enter-online';

export function enterOnlineHref(mode: CompetitionMode): string {
  const { metro, competition } = splitMode(mode);
  return `${ENTER_ONLINE_PATH}?${new URLSearchParams({ metro, competition })}`;
}

export type EntrySearchParams = Record<string, string | string[] | undefined>;

export function modeFromSearchParams(params: EntrySearchParams): FormMode {
  const one = (name: string) => (typeof params[name] === 'string' ? params[name] : '');
  const named = one('mode');
  if (isMode(named)) return named;
  const metro = metroFromCode(one('metro'));
  const competition = competitionFromCode(one('competition') || one('comp'));
  return metro && competition ? competitionMode(metro, competition) : '_';
}

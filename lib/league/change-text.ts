/**
 * The change record in words a coordinator understands: `PA2 round 4: results of 4 matches posted`,
 * `EC3 round 2: Beecroft A v Epping A now 2½–1½, was 3–1`, `PA2 round 6 moved from 12 June to 19 June`.
 */
import type { ChangeItem, ChangeRecord } from './bundle-news';
import { COMPETITION_NAMES } from './constants';
import { formatLongDate } from './dates';
import { leagueToday } from './today';
import { scoreText } from './draw-layout';
import { isRecorded, type ChangeDetail, type Score, type SeasonChange } from './season-diff';

const dayMonth = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', timeZone: 'UTC' });
/** `2026-06-12` → `12 June` */
const day = (iso: string | null) => (iso ? dayMonth.format(new Date(`${iso}T00:00:00Z`)) : '');
const points = scoreText;
const dollars = (n: number) => (Number.isInteger(n) ? `$${n}` : `$${n.toFixed(2)}`);

function moved(from: string | null, to: string | null): string {
  if (from && to) return `moved from ${day(from)} to ${day(to)}`;
  return to ? `now on ${day(to)}` : `no longer dated (was ${day(from)})`;
}

function corrected(was: Score | null, now: Score | null): string {
  if (!now) return was ? `result withdrawn, was ${points(was)}` : 'result withdrawn';
  return was ? `now ${points(now)}, was ${points(was)}` : `now ${points(now)}`;
}

/** One change in a sentence, starting with its division or finals grid. */
export function changeText(change: Pick<SeasonChange, 'group'> & ChangeDetail): string {
  const g = change.group;
  switch (change.kind) {
    case 'results-posted':
      return `${g} round ${change.round}: ${change.count === 1 ? 'result of 1 match' : `results of ${change.count} matches`} posted`;
    case 'result-corrected':
      return `${g}${change.round === null ? '' : ` round ${change.round}`}: ${change.home} v ${change.away} ${corrected(change.was, change.now)}`;
    case 'round-moved':
      return `${g} round ${change.round} ${moved(change.from, change.to)}`;
    case 'pairings-changed':
      return `${g} round ${change.round}: pairings changed`;
    case 'rounds-changed':
      return `${g}: the draw now has ${change.to} rounds (was ${change.from})`;
    case 'team-added':
      return `${g}: ${change.team} added`;
    case 'team-withdrawn':
      return `${g}: ${change.team} withdrawn`;
    case 'team-reinstated':
      return `${g}: ${change.team} back in the draw`;
    case 'team-removed':
      return `${g}: ${change.team} removed`;
    case 'team-renamed':
      return `${g}: ${change.from} renamed ${change.to}`;
    case 'division-added':
      return `${g} ${change.name} added`;
    case 'division-removed':
      return `${g} ${change.name} removed`;
    case 'finals-decided':
      return `${g}${/^finals?$/i.test(change.step) ? '' : `, ${change.step}`}: ${change.winner} won ${points(change.score)}`;
    case 'finals-moved':
      return `${g}, ${change.step}, ${moved(change.from, change.to)}`;
    case 'scorer-changed':
      return `${g} zone: ${change.name ? `scorer now ${change.name}` : 'no scorer named'}`;
    case 'entry-date-changed': {
      const what = change.field === 'cutoff' ? 'entries close' : 'competition starts';
      return `${COMPETITION_NAMES[change.mode]} ${what} ${change.to ? day(change.to) : 'on a date to be announced'}${change.from ? `, was ${day(change.from)}` : ''}`;
    }
    case 'fee-changed':
      return `${COMPETITION_NAMES[change.mode]} entry fee now ${dollars(change.to)} per team, was ${dollars(change.from)}`;
    case 'season-added':
      return 'Season added';
    case 'other':
      return `Other details changed (${change.what})`;
  }
}

/** The record an import stores: its recorded changes in words, or null when it changed nothing a coordinator would see. */
export function recordOf(
  changes: readonly SeasonChange[],
  at: Date,
  /** Words of its own for some changes (a match card's result); null keeps changeText's. */
  describe: (change: SeasonChange) => string | null = () => null,
): ChangeRecord | null {
  const items = changes.filter(isRecorded).map((change): ChangeItem => ({
    kind: change.kind as ChangeItem['kind'],
    group: change.group,
    text: describe(change) ?? changeText(change),
    ...(change.competition ? { competition: change.competition } : {}),
    ...(change.zone ? { zone: change.zone } : {}),
    teams: [...new Set(change.teams)],
  }));
  return items.length ? { at: at.toISOString(), items } : null;
}

/** The league's calendar day of a record (Sydney time), `YYYY-MM-DD`. */
export const recordDay = (at: string) => leagueToday(new Date(at));

/** `Saturday 14 June 2026`, as the site writes dates. */
export const recordDate = (at: string) => formatLongDate(recordDay(at));

/**
 * What the private pages read: a school's matches this season, a zone's matches for its scorer (or every
 * zone's for the Director of Play), one match's card and audit trail, the matches awaiting confirmation for
 * the public draw (without their scores), and the cards an import left without their match (flagged).
 */
import type { Db } from '@/lib/db/types';
import { byMatch, matchEvents, seasonEvents, type StoredCardEvent } from './result-versions';
import { readCardSeason } from './cards-season';
import type { PrivateLink } from './cards-links';
import { matchKey, parseMatchKey, sameMatch, type MatchRef } from '@/lib/league/cards/match-ref';
import { linkSideOf, type CardMatch } from '@/lib/league/cards/matches';
import { cardBoards, type BoardSide } from '@/lib/league/cards/choices';
import { cardState, type CardState } from '@/lib/league/cards/state';
import {
  actionFor,
  byUrgency,
  daysLate,
  lateCardRuleDate,
  scorerFilterOf,
  type CardAction,
  type ScorerFilter,
  type Viewer,
} from '@/lib/league/cards/urgency';
import { leagueToday } from '@/lib/league/today';

export type CardMatchView = {
  /** `PA2~r7~1v8` */
  key: string;
  match: CardMatch;
  viewer: Viewer;
  state: CardState;
  action: CardAction;
  /** Days since the match's date while its result is needed; null otherwise. */
  daysLate: number | null;
  /** Primary: the day the 7-day rule may score it 0–0 (offered to officials, never applied by itself). */
  lateRuleDate: string | null;
};

function viewOf(match: CardMatch, viewer: Viewer, events: StoredCardEvent[], today: string): CardMatchView {
  const state = cardState(events, match, today);
  const late = state.state === 'result-needed' && match.date ? daysLate(match.date, today) : null;
  return {
    key: matchKey(match),
    match,
    viewer,
    state,
    action: actionFor(state, viewer),
    daysLate: late,
    lateRuleDate: late !== null && match.date ? lateCardRuleDate(match.date, match.competition) : null,
  };
}

export type SchoolCards = { year: number; school: string; matches: CardMatchView[] };

/** A school's matches this season with their states, the most urgent first; null for a link that is not a school's. */
export async function getSchoolCards(
  db: Db,
  link: PrivateLink,
  now = new Date(),
): Promise<SchoolCards | null> {
  if (link.kind !== 'school') return null;
  const season = await readCardSeason(db, link.year);
  if (!season) return null;
  const mine = season.matches.filter((m) => linkSideOf(link, m));
  const events = byMatch(await seasonEvents(db, link.year, [...new Set(mine.map((m) => m.division))]));
  const today = leagueToday(now);
  const views = mine.map((m) =>
    viewOf(m, linkSideOf(link, m) as Viewer, events.get(matchKey(m)) ?? [], today),
  );
  return { year: link.year, school: link.subject, matches: byUrgency(views, (v) => v.viewer) };
}

export type ZoneCards = {
  year: number;
  /** The scorer's zone, or every zone for the Director of Play. */
  zones: { code: string; name: string }[];
  matches: CardMatchView[];
  counts: Record<ScorerFilter, number>;
};

/** The matches of the link's zone (a scorer) or of one or every zone (the Director of Play), the most urgent first. */
export async function getZoneCards(
  db: Db,
  link: PrivateLink,
  now = new Date(),
  zone?: string,
): Promise<ZoneCards | null> {
  if (link.kind === 'school') return null;
  const wanted = link.kind === 'scorer' ? link.subject : zone;
  const season = await readCardSeason(db, link.year, wanted);
  if (!season) return null;
  const zones = season.zones.filter((z) => wanted === undefined || z.code === wanted);
  const events = byMatch(
    await seasonEvents(
      db,
      link.year,
      season.divisions.map((d) => d.code),
    ),
  );
  const today = leagueToday(now);
  const views = byUrgency(
    season.matches.map((m) => viewOf(m, 'official', events.get(matchKey(m)) ?? [], today)),
    () => 'official',
  );
  const counts: Record<ScorerFilter, number> = {
    late: 0,
    waiting: 0,
    disputed: 0,
    published: 0,
    all: views.length,
  };
  for (const v of views) {
    const filter = scorerFilterOf(v.state);
    if (filter) counts[filter] += 1;
  }
  return { year: link.year, zones: zones.map(({ code, name }) => ({ code, name })), matches: views, counts };
}

export type MatchCard = CardMatchView & {
  /** Each board with the home team's colour (the season's `home_white_boards`). */
  boards: BoardSide[];
  /** Every version and action, oldest first (schools see their match's trail; names stay on private pages). */
  history: StoredCardEvent[];
};

/** One match's card as the link sees it; null when there is no such match or it is not the link's. */
export async function getMatchCard(
  db: Db,
  link: PrivateLink,
  key: string,
  now = new Date(),
): Promise<MatchCard | null> {
  const ref = parseMatchKey(link.year, key);
  if (!ref) return null;
  const season = await readCardSeason(db, link.year);
  const match = season?.matches.find((m) => sameMatch(m, ref));
  const side = match && linkSideOf(link, match);
  if (!season || !match || !side) return null;
  const history = await matchEvents(db, ref);
  const viewer: Viewer = side === 'home' || side === 'away' ? side : 'official';
  return {
    ...viewOf(match, viewer, history, leagueToday(now)),
    boards: cardBoards(season.homeWhiteBoards),
    history,
  };
}

/** One match's audit trail: every event, oldest first. */
export async function getCardHistory(db: Db, ref: MatchRef): Promise<StoredCardEvent[]> {
  return matchEvents(db, ref);
}

/**
 * Reported or disputed, not yet published: the keys (`PA2~r7~1v8`) of a season's matches the draw shows as
 * awaiting confirmation, without a score. A match whose draw holds a result (the league's) is not among them.
 */
export async function getPendingMatches(
  db: Db,
  year: number,
  divisionCodes?: readonly string[],
): Promise<Set<string>> {
  const pending = new Set<string>();
  const events = byMatch(await seasonEvents(db, year, divisionCodes));
  if (!events.size) return pending;
  const season = await readCardSeason(db, year);
  for (const match of season?.matches ?? []) {
    const key = matchKey(match);
    const list = events.get(key);
    if (!list) continue;
    const state = cardState(list, match, '0000-01-01').state;
    if (state === 'reported' || state === 'disputed') pending.add(key);
  }
  return pending;
}

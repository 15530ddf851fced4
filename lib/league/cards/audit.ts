/**
 * A match's audit trail in words: every version of its card and every official's action, who sent it (an
 * address's kind and subject, never its token) and when. The scorer's page and `league cards YEAR` share it.
 */
import type { GameResult } from '../bundle';
import { boardPoints } from '../board-points';
import { formatPoints } from '../draw-layout';
import { choiceLabel, choiceOfResult } from './choices';
import { matchKey } from './match-ref';
import type { CardEvent, CardEventKind } from './state';
import type { MatchRef } from './match-ref';

export type LinkLabel = { kind: string; subject: string };
export type TrailEvent = CardEvent & MatchRef & { homeTeam: string; awayTeam: string };

const WHAT: Record<CardEventKind, string> = {
  report: 'Reported',
  confirm: 'Confirmed',
  dispute: 'Disputed, with its own version',
  'auto-confirm': 'Confirmed automatically (not disputed in time)',
  publish: 'Published a reported version',
  enter: 'Entered from the paper card',
  correct: 'Corrected the published result',
  rule: 'Scored 0–0 by the 7-day rule',
  workbook: 'Posted from the zone workbook',
  import: 'Posted by the league’s import',
};

/** `Darcy Road (home)`, `the paper card's address (away)`, `scorer PA`, `Director of Play`, `the site`. */
export function senderText(
  event: Pick<CardEvent, 'side' | 'linkId'>,
  labels: ReadonlyMap<number, LinkLabel>,
): string {
  const label = event.linkId === null ? undefined : labels.get(event.linkId);
  if (event.side === 'system') return 'the site';
  if (event.side === 'league') return 'the league';
  if (event.side === 'director') return 'Director of Play';
  if (event.side === 'scorer') return `scorer ${label?.subject ?? ''}`.trim();
  // A paper card's own address names a match, not a school: the side is the one its captain chose.
  if (label?.kind === 'match') return `the paper card's address (${event.side})`;
  return `${label?.subject ?? 'school'} (${event.side})`;
}

/** `1–0, ½–½, 1–0, 0–1 (2½–1½)`. */
export function boardsText(boards: readonly GameResult[] | null): string {
  if (!boards) return '';
  const { home, away } = boardPoints(boards);
  return `${boards.map((b) => choiceLabel(choiceOfResult(b))).join(', ')} (${formatPoints(home)}–${formatPoints(away)})`;
}

/** A version's boards, or its score where it came without them (a workbook's, an import's). */
function resultText(e: CardEvent | undefined): string {
  if (!e) return '';
  if (e.boards || !e.result) return boardsText(e.boards);
  return `(${formatPoints(e.result.home)}–${formatPoints(e.result.away)})`;
}

type Scored = { result: unknown; boards: unknown };

/**
 * The version whose score a trail row shows: its own when it carries one, else the one it acts on (a confirm's,
 * a publish's). The desk's trail and the audit CSV both show this.
 */
export function shownVersion<T extends Scored>(event: T, actedOn: T | undefined): T | undefined {
  return event.result || event.boards ? event : actedOn;
}

/** A workbook's emptied cell or an import without the match's result: the version that takes a result away. */
const removes = (e: CardEvent) => (e.kind === 'import' || e.kind === 'workbook') && !e.result && !e.boards;
const REMOVED: Partial<Record<CardEventKind, string>> = {
  workbook: 'Result removed from the zone workbook',
  import: 'Result removed by the league’s import',
};

export type TrailRow = {
  id: number;
  /** The row's place in this match's trail: 1, 2, 3 … */
  n: number;
  at: Date;
  match: string;
  what: string;
  by: string;
  /** The event's boards, or those of the version a confirm or publish acted on. */
  boards: string;
  comment: string;
  photo: boolean;
  /** The version a confirm or publish acted on: its row's `n`. */
  version: number | null;
};

export function trailRows(events: readonly TrailEvent[], labels: ReadonlyMap<number, LinkLabel>): TrailRow[] {
  const sorted = [...events].sort((a, b) => a.id - b.id);
  const byId = new Map(sorted.map((e, i) => [e.id, { event: e, n: i + 1 }]));
  return sorted.map((e, i) => {
    const ref = e.refEventId === null ? undefined : byId.get(e.refEventId);
    return {
      id: e.id,
      n: i + 1,
      at: e.createdAt,
      match: matchKey(e),
      what: (removes(e) && REMOVED[e.kind]) || WHAT[e.kind],
      by: senderText(e, labels),
      boards: resultText(shownVersion(e, ref?.event)),
      comment: e.comment ?? '',
      photo: e.photoId !== null,
      version: ref?.n ?? null,
    };
  });
}

/** The photos a match's events carry, by event id. */
export function photoIdsOf(events: readonly CardEvent[]): Map<number, number> {
  return new Map(events.flatMap((e) => (e.photoId === null ? [] : [[e.id, e.photoId] as [number, number]])));
}

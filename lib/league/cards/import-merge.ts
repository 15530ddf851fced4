/**
 * An import and the published cards: the bundle keeps every published card's result where it gives that
 * match none of its own; where it gives one that differs, the league's wins (and the change record says the
 * league corrected it); a card whose match the bundle removed or re-paired is left out and flagged.
 */
import { boardPoints } from '../board-points';
import type { GameResult, SeasonBundle } from '../bundle';
import { COUNTRY_SECONDARY_GRADE } from '../constants';
import type { SeasonChange } from '../season-change';
import { leagueCorrectedText } from './card-text';
import { matchResultOf } from './choices';
import type { MatchRef } from './match-ref';

/** A match's published card: its teams' names when sent, and its boards (null for a 0–0 ruling). */
export type PublishedCard = MatchRef & { homeTeam: string; awayTeam: string; boards: GameResult[] | null };

export type CardMerge = {
  bundle: SeasonBundle;
  kept: PublishedCard[];
  /** The league's own result differs: it wins. */
  overruled: PublishedCard[];
  /** The bundle no longer has the match, or has other teams in it. */
  flagged: PublishedCard[];
  /** The change record's words for a result the league corrected over a card. */
  describe: (change: SeasonChange) => string | null;
};

const scoreOf = (card: PublishedCard) => (card.boards ? boardPoints(card.boards) : { home: 0, away: 0 });

export function mergePublishedCards(bundle: SeasonBundle, cards: readonly PublishedCard[]): CardMerge {
  const merged = cards.length ? (structuredClone(bundle) as SeasonBundle) : bundle;
  const kept: PublishedCard[] = [];
  const overruled: PublishedCard[] = [];
  const flagged: PublishedCard[] = [];
  for (const card of cards.filter((c) => c.year === bundle.year)) {
    const division = merged.divisions.find((d) => d.code === card.division);
    const pairing = division?.rounds
      .find((r) => r.n === card.round)
      ?.pairings.find((p) => p.home === card.home && p.away === card.away);
    const name = (no: number) => division?.teams.find((t) => t.no === no)?.name;
    if (!division || !pairing || name(card.home) !== card.homeTeam || name(card.away) !== card.awayTeam) {
      flagged.push(card);
      continue;
    }
    const score = scoreOf(card);
    if (!pairing.result) {
      pairing.result = matchResultOf(
        card.boards ? { boards: card.boards } : { ruled: 'late-card' },
        division.grade === COUNTRY_SECONDARY_GRADE,
      );
      kept.push(card);
    } else if (pairing.result.home !== score.home || pairing.result.away !== score.away) overruled.push(card);
  }
  const describe = (change: SeasonChange): string | null => {
    if (change.kind !== 'result-corrected' || !change.now) return null;
    const card = overruled.find(
      (c) =>
        c.division === change.group &&
        c.round === change.round &&
        c.homeTeam === change.home &&
        c.awayTeam === change.away,
    );
    return card
      ? leagueCorrectedText(
          { division: card.division, round: card.round, home: card.homeTeam, away: card.awayTeam },
          change.now,
          scoreOf(card),
        )
      : null;
  };
  return { bundle: merged, kept, overruled, flagged, describe };
}

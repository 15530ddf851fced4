/**
 * The automatic confirmation: a card not confirmed or disputed within RESULT_CONFIRM_DAYS (default 3) of being
 * reported (of the league receiving it, for a card a relaying site sent during an outage) is confirmed by the
 * system, through the same path as a school's confirmation. Its key is `auto:<report id>`, so sweeps on several
 * servers at once, or again after a crash, confirm it once.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { cardEvents } from '../schema';
import type { SeasonChanges } from '../command-result';
import { byMatch, seasonEvents } from './cards-events';
import { readCardSeason } from './cards-season';
import { lockSeasonCards } from './cards-publish';
import { applyCardAction } from './cards-actions';
import { matchKey } from '@/lib/league/cards/match-ref';
import { cardState, type CardEvent } from '@/lib/league/cards/state';
import { leagueToday } from '@/lib/league/today';

export const DEFAULT_RESULT_CONFIRM_DAYS = 3;

export function resultConfirmDays(env: Record<string, string | undefined> = process.env): number {
  const days = Number(env.RESULT_CONFIRM_DAYS);
  return env.RESULT_CONFIRM_DAYS && Number.isFinite(days) && days >= 0 ? days : DEFAULT_RESULT_CONFIRM_DAYS;
}

/** When the other school could first see a report: the league's receipt of a card relayed late, else its sending. */
const receivedAt = (event: CardEvent) => event.receivedAt ?? event.createdAt;

export type SweepOutcome = { confirmed: number; changed: SeasonChanges[] };

export async function autoConfirmSweep(
  db: Db,
  now = new Date(),
  days = resultConfirmDays(),
): Promise<SweepOutcome> {
  const due = new Date(now.getTime() - days * 86_400_000);
  const years = await db
    .selectDistinct({ year: cardEvents.year })
    .from(cardEvents)
    .where(eq(cardEvents.kind, 'report'));
  const outcome: SweepOutcome = { confirmed: 0, changed: [] };
  const today = leagueToday(now);
  for (const { year } of years) {
    await db.transaction(async (tx) => {
      await lockSeasonCards(tx, year);
      const season = await readCardSeason(tx as unknown as Db, year);
      if (!season) return;
      const events = byMatch(await seasonEvents(tx, year));
      for (const match of season.matches) {
        const list = events.get(matchKey(match));
        if (!list) continue;
        const before = cardState(list, match, today);
        // One school's two teams: nobody else could have disputed it, so the zone's scorer publishes it.
        if (before.state !== 'reported' || before.awaits === 'scorer' || receivedAt(before.version) > due)
          continue;
        const done = await applyCardAction(tx, {
          match,
          side: 'system',
          link: null,
          request: {
            matchKey: matchKey(match),
            kind: 'auto-confirm',
            idempotencyKey: `auto:${before.version.id}`,
          },
          events: list,
          before,
          now,
          today,
        });
        if (done.ok && !done.repeated) {
          outcome.confirmed += 1;
          outcome.changed.push(...done.changed);
        }
      }
    });
  }
  return outcome;
}

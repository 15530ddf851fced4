/**
 * The automatic confirmation: a card not confirmed or disputed within RESULT_CONFIRM_DAYS (default 3) of being
 * reported is confirmed by the site, through the one result write like a school's confirmation. Its key names
 * the report, so sweeps on several servers at once, or again after a crash, confirm it once; and it names the
 * version it saw, so a card changed meanwhile is left for the next sweep.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import type { SeasonChanges } from '@/lib/db/command-result';
import { matches, resultVersions } from '@/lib/db/schema';
import { byMatch, seasonEvents } from '@/lib/db/queries/result-versions';
import { parseMatchKey } from '@/lib/league/cards/match-ref';
import { cardState, newestVersion, type CardEvent } from '@/lib/league/cards/state';
import type { CardMatch } from '@/lib/league/cards/matches';
import { matchKey } from '@/lib/league/cards/match-ref';
import { leagueToday } from '@/lib/league/today';
import { writeResult } from './result-write';
import { cardMatchOf, liveMatches } from './match-rows';

export const DEFAULT_RESULT_CONFIRM_DAYS = 3;

export function resultConfirmDays(env: Record<string, string | undefined> = process.env): number {
  const days = Number(env.RESULT_CONFIRM_DAYS);
  return env.RESULT_CONFIRM_DAYS && Number.isFinite(days) && days >= 0 ? days : DEFAULT_RESULT_CONFIRM_DAYS;
}

export type SweepOutcome = {
  confirmed: number;
  changed: SeasonChanges[];
  /** Reports still waiting for the other school, with when the other school could first see each (reminders). */
  waiting: { match: CardMatch; report: CardEvent; since: Date }[];
};

/** When the other school could first see a report: the league's receipt of a card relayed late, else its sending. */
const receivedAt = (event: CardEvent) => event.receivedAt ?? event.createdAt;

/** The key of the automatic confirmation of a report: the same on every server and every sweep. */
export const autoConfirmKey = (reportId: number) => `auto-confirm-of-version-${reportId}`;

export async function autoConfirmSweep(
  db: Db,
  now = new Date(),
  days = resultConfirmDays(),
): Promise<SweepOutcome> {
  const due = new Date(now.getTime() - days * 86_400_000);
  const today = leagueToday(now);
  const years = await db
    .selectDistinct({ year: matches.year })
    .from(resultVersions)
    .innerJoin(matches, eq(matches.id, resultVersions.matchId))
    .where(and(eq(resultVersions.kind, 'report'), isNull(matches.withdrawnAt)));
  const outcome: SweepOutcome = { confirmed: 0, changed: [], waiting: [] };
  for (const { year } of years) {
    const rows = new Map((await liveMatches(db, year)).map((r) => [matchKey(r), cardMatchOf(r)]));
    for (const [key, list] of byMatch(await seasonEvents(db, year))) {
      const match = rows.get(key);
      const before = cardState(list, match ?? { date: null }, today);
      // One school's two teams: nobody else could have disputed it, so the zone's scorer publishes it. A card
      // relayed late counts from when the league received it.
      if (before.state !== 'reported' || before.awaits === 'scorer') continue;
      if (receivedAt(before.version) > due) {
        if (match) outcome.waiting.push({ match, report: before.version, since: receivedAt(before.version) });
        continue;
      }
      const report = before.version.id;
      const done = await writeResult(db, {
        ref: parseMatchKey(year, key)!,
        kind: 'auto-confirm',
        linkId: null,
        idempotencyKey: autoConfirmKey(report),
        seenVersion: newestVersion(list),
        now,
        prepare: (state) =>
          state.state === 'reported' && state.version.id === report
            ? { side: 'system', refEventId: report }
            : { refusal: 'The card changed since the sweep read it.' },
      });
      if (done.ok && !done.repeated) {
        outcome.confirmed += 1;
        outcome.changed.push(...done.changed);
      }
    }
  }
  return outcome;
}

import 'server-only';
import type { Db } from '@/lib/db/types';
import { getDb } from '@/lib/db/server';
import { autoConfirmSweep } from '@/lib/writes/auto-confirm';
import { queueReportReminders } from '@/lib/writes/card-notices';
import { queueResultNeeded } from '@/lib/writes/result-needed';
import { queueScorerDigests } from '@/lib/writes/scorer-digest';
import { queueWeeklyResults } from '@/lib/writes/subscriber-mail';
import { expirePlayerNames } from '@/lib/writes/player-retention';
import { cacheTags, tagsOfChanges } from './tags';
import { invalidateEverywhere } from './broadcast';

/**
 * How often a server looks for cards past RESULT_CONFIRM_DAYS (CARD_SWEEP_SECONDS, 10 minutes by default;
 * tests sweep every few seconds); every server may, the key makes each confirmation once.
 */
export function sweepEveryMs(env: Record<string, string | undefined> = process.env): number {
  const seconds = Number(env.CARD_SWEEP_SECONDS);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : 600) * 1000;
}

/** Confirms the cards whose time ran out and drops the pages their results change, on every server; queues reminders. */
export async function sweepAndInvalidate(db: Db, now = new Date()): Promise<number> {
  const { confirmed, changed, waiting } = await autoConfirmSweep(db, now);
  if (changed.length) await invalidateEverywhere(db, tagsOfChanges(changed));
  // The reports still unanswered, and yesterday's matches without a card: their messages, each once however
  // many servers sweep (docs/mail.md).
  await queueReportReminders(db, waiting, now);
  await queueResultNeeded(db, now);
  await queueScorerDigests(db, now);
  await queueWeeklyResults(db, now);
  // Players' names past their season's keeping time (docs/privacy.md): their zones' pages shown afresh.
  const expired = await expirePlayerNames(db, now);
  if (expired.length)
    await invalidateEverywhere(
      db,
      expired.map(({ year, zone }) => cacheTags.zone(year, zone)),
    );
  return confirmed;
}

/** The first sweep waits a little after the start, so a starting server serves its first pages first. */
export const FIRST_SWEEP_MS = 30_000;
let timer: NodeJS.Timeout | null = null;

export function startCardSweep(): void {
  if (timer || process.env.NEXT_PHASE === 'phase-production-build') return;
  const every = sweepEveryMs();
  const tick = () => {
    void getDb()
      .then((db) => sweepAndInvalidate(db))
      .catch((error: unknown) => console.error('The match card sweep failed:', error))
      .finally(() => {
        if (timer) timer = setTimeout(tick, every).unref();
      });
  };
  timer = setTimeout(tick, Math.min(FIRST_SWEEP_MS, every)).unref();
}

export function stopCardSweep(): void {
  if (timer) clearTimeout(timer);
  timer = null;
}

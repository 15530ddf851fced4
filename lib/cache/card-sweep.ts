import 'server-only';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/server';
import { autoConfirmSweep } from '@/lib/writes/auto-confirm';
import { tagsOfChanges } from './tags';
import { invalidateEverywhere } from './broadcast';

/** How often a server looks for cards past RESULT_CONFIRM_DAYS; every server may, the key makes it once. */
const SWEEP_EVERY_MS = 10 * 60_000;

/** Confirms the cards whose time ran out and drops the pages their results change, on every server. */
export async function sweepAndInvalidate(db: Db, now = new Date()): Promise<number> {
  const { confirmed, changed } = await autoConfirmSweep(db, now);
  if (changed.length) await invalidateEverywhere(db, tagsOfChanges(changed));
  return confirmed;
}

/** The first sweep waits a little after the start, so a starting server serves its first pages first. */
const FIRST_SWEEP_MS = 30_000;
let timer: NodeJS.Timeout | null = null;

export function startCardSweep(): void {
  if (timer || process.env.NEXT_PHASE === 'phase-production-build') return;
  const tick = () => {
    void getDb()
      .then((db) => sweepAndInvalidate(db))
      .catch((error: unknown) => console.error('The match card sweep failed:', error))
      .finally(() => {
        if (timer) timer = setTimeout(tick, SWEEP_EVERY_MS).unref();
      });
  };
  timer = setTimeout(tick, FIRST_SWEEP_MS).unref();
}

export function stopCardSweep(): void {
  if (timer) clearTimeout(timer);
  timer = null;
}

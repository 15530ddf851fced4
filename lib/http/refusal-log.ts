/**
 * Refusals (what a visitor sent and was answered with a 4xx for) are logged at a bounded rate: the
 * first of each kind in a minute is written in full, the others are counted and written as one line
 * of counts when the minute ends. One client can send thousands a second; the log grows by a few
 * lines a minute whatever it sends. Kinds are our own fixed words, never the visitor's text; a private
 * address's token is never written (lib/http/private-path.ts).
 */
import { processState } from '@/lib/process-state';
import { withoutTokens } from './private-path';

export const REFUSAL_LOG_INTERVAL_MS = 60_000;
/** Kinds are a fixed set; the bound holds even if one were ever made from a visitor's text. */
const MAX_KINDS = 50;
const OTHERS = 'refusals of other kinds';

export type RefusalLog = { counts: Map<string, number>; timer: ReturnType<typeof setTimeout> | null };

function state(): RefusalLog {
  return (processState.refusalLog ??= { counts: new Map(), timer: null });
}

/** Logs one refusal of `kind`: the detail when it is the first of its kind this minute, a count otherwise. */
export function logRefusal(kind: string, detail: string): void {
  const log = state();
  const seen = log.counts.get(kind);
  if (seen !== undefined) log.counts.set(kind, seen + 1);
  else if (log.counts.size < MAX_KINDS) {
    log.counts.set(kind, 0);
    console.warn(
      `Refused ${withoutTokens(detail)}. More refusals of this kind are counted and logged once a minute.`,
    );
  } else log.counts.set(OTHERS, (log.counts.get(OTHERS) ?? 0) + 1);
  log.timer ??= setTimeout(flushRefusals, REFUSAL_LOG_INTERVAL_MS);
  log.timer.unref?.();
}

/** Writes the minute's counts (one line, nothing when there were no more) and starts a new minute. */
export function flushRefusals(): void {
  const log = state();
  if (log.timer) clearTimeout(log.timer);
  log.timer = null;
  const repeated = [...log.counts].filter(([, count]) => count > 0);
  log.counts.clear();
  if (repeated.length)
    console.warn(
      `Refused in the last minute, besides those logged above: ${repeated.map(([kind, count]) => `${count} × ${kind}`).join('; ')}.`,
    );
}

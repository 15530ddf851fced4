/**
 * What every property run shares: the run count and seeds, a checksum of the whole store (taken
 * before and after a run, not per input, to stay fast), a watch for unhandled rejections, and the
 * shape of a clear refusal.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { onCi } from '@/test/services';

/** Inputs per target in `npm test` and under CI: the figures in docs/reliability/abuse.md are of these runs. */
export const FULL_RUNS = 10_000;

/**
 * PROPERTY_RUNS inputs per target (`npm test` sets 10,000); run alone, as `npm run test:unit` or one file, a
 * tenth for a quicker inner loop. Under CI never fewer than the full count.
 */
export function propertyRuns(env: Record<string, string | undefined> = process.env): number {
  const asked = Number(env.PROPERTY_RUNS);
  const runs = Number.isInteger(asked) && asked > 0 ? asked : FULL_RUNS / 10;
  return onCi(env) ? Math.max(runs, FULL_RUNS) : runs;
}

export const NUM_RUNS = propertyRuns();

// A target's 10,000 inputs take tens of seconds on an idle 2-core machine and several times that on a busy one:
// the count is what the run proves, so its time limit only catches a run that hangs.
jest.setTimeout(Math.max(60_000, NUM_RUNS * 30));

/** The seeds of the runs in docs/reliability/abuse.md: the run's date, plus one per target. */
export const SEED = 20261121;

let answers: Map<string, number> | null = null;

/** Counts one answer of the run in progress (for the figures in docs/reliability/abuse.md). */
export function note(answer: string | number): void {
  answers?.set(String(answer), (answers.get(String(answer)) ?? 0) + 1);
}

/**
 * Runs a property with the fixed seed; fast-check's failure report names the seed and the shrunk
 * input. PROPERTY_STATS=1 prints how the answers fell.
 */
export async function check<T>(
  arbitrary: fc.Arbitrary<T>,
  predicate: (value: T) => Promise<void>,
  seed: number,
): Promise<void> {
  answers = new Map();
  const details = await fc.check(fc.asyncProperty(arbitrary, predicate), { numRuns: NUM_RUNS, seed });
  if (process.env.PROPERTY_STATS) {
    const tally = [...answers].sort(([a], [b]) => a.localeCompare(b)).map(([answer, n]) => `${answer}: ${n}`);
    console.info(`seed ${seed}: ${details.numRuns} runs; ${tally.join(', ')}`);
  }
  answers = null;
  if (details.failed) throw new Error(fc.defaultReportMessage(details), { cause: details.errorInstance });
}

type Rows = { rows: Record<string, unknown>[] };

/** Every table's row count and an md5 of its rows in a stable order. */
export async function storeChecksum(db: Db): Promise<Record<string, string>> {
  const tables = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as Rows;
  const sums: Record<string, string> = {};
  for (const { tablename } of tables.rows) {
    const name = String(tablename);
    const result = (await db.execute(
      sql`select count(*)::int as n, coalesce(md5(string_agg(t::text, E'\n' order by t::text)), '') as sum from ${sql.identifier(name)} t`,
    )) as unknown as Rows;
    const row = result.rows[0]!;
    sums[name] = `${String(row.n)}:${String(row.sum)}`;
  }
  return sums;
}

/** Collects unhandled rejections while a property runs. */
export function watchUnhandled(): { seen: unknown[]; stop: () => void } {
  const seen: unknown[] = [];
  const listener = (reason: unknown) => seen.push(reason);
  process.on('unhandledRejection', listener);
  return { seen, stop: () => process.off('unhandledRejection', listener) };
}

/**
 * A refusal says what is wrong in plain words: no stack, no SQL, not the catch-all 500 text. (It
 * may repeat what was sent, such as an unexpected field's name, so its length is not bounded here.)
 */
export function isClearMessage(message: unknown): boolean {
  return (
    typeof message === 'string' &&
    message.trim().length > 0 &&
    !/Something went wrong|\bat .+:\d+:\d+|syntax error|relation "|violates|TypeError|ReferenceError|undefined is not/.test(
      message,
    )
  );
}

/** A contract answer: JSON, and for a 4xx `{ result: 0, error }` with a clear message. */
export async function readAnswer(
  response: Response,
): Promise<{ status: number; body: Record<string, unknown> }> {
  note(response.status);
  const text = await response.text();
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new Error(`status ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`);
  }
  if (response.status >= 500) throw new Error(`status ${response.status}: ${text.slice(0, 300)}`);
  if (response.status >= 400) {
    if (body.result !== 0 || !isClearMessage(body.error))
      throw new Error(`status ${response.status} without a clear error: ${text.slice(0, 300)}`);
  } else if (response.status < 200 || response.status >= 300) {
    throw new Error(`unexpected status ${response.status}`);
  }
  return { status: response.status, body };
}

/** Raises every limit so a run of ten thousand requests measures the handlers, not the limiter. */
export function raiseRateLimits(): void {
  process.env.ENTRY_RATE_LIMIT = '1000000000';
  process.env.INVITATION_RATE_LIMIT = '1000000000';
  process.env.LOOKUP_RATE_LIMIT = '1000000000';
  process.env.ERROR_LOG_RATE_LIMIT = '1000000000';
}

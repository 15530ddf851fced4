import 'server-only';
/**
 * The league API contract's all_data answers (SPEC section 7) for our /api/index handlers, from the
 * embedded store whichever source the pages use, kept until an import drops their season's tag, like the
 * pages' reads. A season's answer is 160 KB of JSON: Next's data cache would parse it back on every
 * request, so the cache keeps only a token for it and this process keeps the answer's bytes under that
 * token (docs/performance.md).
 */
import { randomUUID } from 'node:crypto';
import { getDb } from '@/lib/db/server';
import { getActiveYear, getAllData, getSeasons } from '@/lib/db/queries/all-data';
import { cacheTags } from '@/lib/cache/tags';
import type { AllData, ContractSeason } from '@/lib/league-api/contract';
import { cachedRead } from './cached';
import { okBody } from '@/lib/api/http';

/** The whole success answer's JSON text, as `ok` would write it. */
const answerText = (data: AllData | { seasons: ContractSeason[] }) => JSON.stringify(okBody(data));

/** Each season's answer this process made last, by year: one entry a season at most. */
const madeAnswers = new Map<number, { token: string; bytes: Uint8Array<ArrayBuffer> }>();

async function makeAnswer(year: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const data = await getAllData(await getDb(), year);
  return data && new TextEncoder().encode(answerText(data));
}

function keepAnswer(year: number, token: string, bytes: Uint8Array<ArrayBuffer>) {
  madeAnswers.set(year, { token, bytes });
  return token;
}

export const storeReads = {
  /** A season's all_data answer as UTF-8 JSON, or null when there is no such season. */
  async allDataAnswer(year: number): Promise<Uint8Array<ArrayBuffer> | null> {
    const token = await cachedRead(
      ['store-all-data-token', year],
      [cacheTags.season(year)],
      async () => {
        const bytes = await makeAnswer(year);
        return bytes && keepAnswer(year, randomUUID(), bytes);
      },
      null,
    );
    if (token === null) return null;
    const kept = madeAnswers.get(year);
    if (kept?.token === token) return kept.bytes;
    // The token outlived this process's copy (another process made it): the same data, made again.
    const bytes = await makeAnswer(year);
    if (bytes) keepAnswer(year, token, bytes);
    return bytes;
  },
  /** The start-up call's answer: the active season's all_data, or the list of seasons when none is active. */
  async startUpAnswer(): Promise<Uint8Array<ArrayBuffer> | string> {
    const year = await cachedRead(
      ['store-active-year'],
      [cacheTags.seasons],
      async () => getActiveYear(await getDb()),
      null,
    );
    const answer = year === null ? null : await storeReads.allDataAnswer(year);
    return (
      answer ??
      answerText({
        seasons: await cachedRead(
          ['store-seasons'],
          [cacheTags.seasons],
          async () => getSeasons(await getDb()),
          [],
        ),
      })
    );
  },
};

import 'server-only';
/**
 * The facts lib/league/unknown-address.ts judges by, read from the league's source and kept until the
 * page cache drops anything (an import, here or on another server), or for a minute on the league API.
 * Published on process state for server.mjs, which asks before Next sees a request. No request waits
 * for a read; while one runs, or after one failed, nothing is judged: the page answers as before (503
 * in an outage), and a school just imported is never refused.
 */
import { LRUCache } from 'lru-cache';
import { getLeagueSource } from '@/lib/source';
import { addressNamesNothing, type AddressFacts } from '@/lib/league/unknown-address';
import type { SeasonIndex } from '@/lib/league/season-index';
import { processState } from '@/lib/process-state';
import { pageCacheGeneration } from '@/lib/cache/page-cache-handler.mjs';
import { relaysToLeague } from '@/lib/deployment';

/** The league API's data changes with no import to announce it: read again after a minute (lib/source/cached.ts). */
const keepMs = () => (relaysToLeague() ? 60_000 : Infinity);
const AFTER_FAILURE_MS = 5_000;

/** Answers kept per set of facts (a page's address is asked about on every request for it), at most 2 MB of addresses. */
const MAX_ANSWERS = 4096;
const MAX_KEPT_LENGTH = 256;

/** The facts once read (null: the read failed), for one page cache generation, until `until`. */
type Kept = {
  facts: AddressFacts | null | undefined;
  generation: number;
  until: number;
  answers: LRUCache<string, boolean>;
};
let kept: Kept | null = null;

async function readFacts(): Promise<AddressFacts> {
  const source = getLeagueSource();
  const { seasons } = await source.getSiteStatus();
  const years = seasons.map((s) => s.year);
  const [indexes, slugs] = await Promise.all([
    Promise.all(years.map((year) => source.getSeasonIndex(year))),
    Promise.all(years.map((year) => source.getSchoolSlugs(year))),
  ]);
  const byYear = new Map<number, SeasonIndex>();
  indexes.forEach((index, i) => index && byYear.set(years[i]!, index));
  return { seasons: byYear, schools: new Set(slugs.flat()) };
}

/** The facts and their answers if they are at hand; else starts reading them, and no request waits for that. */
function keptAtHand(): Kept | null {
  const generation = pageCacheGeneration();
  if (kept && kept.generation === generation && Date.now() < kept.until) return kept.facts ? kept : null;
  const mine: Kept = {
    facts: undefined,
    generation,
    until: Infinity,
    answers: new LRUCache({ max: MAX_ANSWERS }),
  };
  kept = mine;
  readFacts().then(
    (facts) => {
      mine.facts = facts;
      mine.until = Date.now() + keepMs();
    },
    () => {
      mine.facts = null;
      mine.until = Date.now() + AFTER_FAILURE_MS;
    },
  );
  return null;
}

/** Whether `pathname` names nothing the league's data has; false while the data is being read or cannot be. */
export function namesNothing(pathname: string): boolean {
  const at = keptAtHand();
  if (!at?.facts) return false;
  let answer = at.answers.get(pathname);
  if (answer === undefined) {
    answer = addressNamesNothing(pathname, at.facts);
    // Made-up addresses cannot grow it: long ones are not kept, and the least recently asked goes first.
    if (pathname.length <= MAX_KEPT_LENGTH) at.answers.set(pathname, answer);
  }
  return answer;
}

/** Lets server.mjs ask (instrumentation.ts calls this as the server starts). */
export function publishAddressCheck(): void {
  processState.addressNamesNothing = namesNothing;
}

import 'server-only';
/** The league API's last good answers, in memory and DATA_DIR (so they survive restarts). */
import fs from 'node:fs';
import path from 'node:path';
import { dataDir } from '@/lib/db/client';
import type { EntrySeason } from '@/lib/db/queries/entries';
import { kickForwarder } from '@/lib/entry/forwarding';
import { processState as state, type RememberedAnswer } from '@/lib/process-state';

/** After a failure, answer from the last good copy this long: a hanging API would hold every page. */
const QUIET_AFTER_FAILURE_MS = 30_000;

const answerFile = (name: string) => path.join(dataDir(), 'league-api', `${name}.json`);

function recallAnswer(baseUrl: string, name: string, onDisk: boolean): RememberedAnswer | undefined {
  const answers = (state.leagueApiAnswers ??= new Map());
  const key = `${baseUrl} ${name}`;
  const known = answers.get(key);
  if (known || !onDisk) return known;
  try {
    const saved = JSON.parse(fs.readFileSync(answerFile(name), 'utf8')) as { url: string; answer: unknown };
    // A copy from another API (LEAGUE_API_URL changed) is not this API's answer.
    if (saved.url !== baseUrl) return undefined;
    const recalled = { text: JSON.stringify(saved.answer), value: saved.answer };
    answers.set(key, recalled);
    return recalled;
  } catch {
    return undefined;
  }
}

function rememberAnswer(baseUrl: string, name: string, value: unknown, onDisk: boolean): void {
  const text = JSON.stringify(value);
  const answers = (state.leagueApiAnswers ??= new Map());
  const key = `${baseUrl} ${name}`;
  // "No such page" for an answer kept in memory only (a private address): never kept, as anyone can make up
  // addresses without end; an earlier page there (a rotated address) is forgotten with it.
  if (value === null && !onDisk) {
    answers.delete(key);
    return;
  }
  if (answers.get(key)?.text === text) return;
  answers.set(key, { text, value });
  // "No such year" is kept in memory only: any four-digit year can be asked for.
  if (value === null || !onDisk) return;
  const file = answerFile(name);
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Written aside and renamed, so a crash mid-write never leaves half an answer to recall.
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, `{"url":${JSON.stringify(baseUrl)},"answer":${text}}`);
    fs.renameSync(temporary, file);
  } catch (error) {
    console.warn(`Could not keep the league API's answer in ${file}:`, (error as Error).message);
  }
}

/**
 * Reads the API, else its last good answer; the first good one after failure or start flushes the outboxes.
 * `onDisk: false` keeps the answers in memory only (a school's private page: children's names stay off disk).
 */
export async function lastGood<T>(
  baseUrl: string,
  name: string,
  read: () => Promise<T>,
  // `label` names the answer in the log when `name` holds what must not be logged (a private address's hash).
  { onDisk = true, label = name }: { onDisk?: boolean; label?: string } = {},
): Promise<T> {
  const known = recallAnswer(baseUrl, name, onDisk);
  const failedAt = state.leagueApiFailedAt;
  if (known && typeof failedAt === 'number' && Date.now() - failedAt < QUIET_AFTER_FAILURE_MS)
    return known.value as T;
  let value: T;
  try {
    value = await read();
  } catch (error) {
    state.leagueApiFailedAt = Date.now();
    if (!known) throw error;
    console.warn(
      `The league API failed (${(error as Error).message}); pages use its last good answer for ${label}.`,
    );
    return known.value as T;
  }
  if (failedAt !== null) {
    state.leagueApiFailedAt = null;
    kickForwarder({ waiting: true });
  }
  rememberAnswer(baseUrl, name, value, onDisk);
  return value;
}

const seasonFile = () => path.join(dataDir(), 'league-entry-season.json');

function rememberEntrySeason(season: EntrySeason | null): void {
  state.entrySeason = season;
  try {
    fs.writeFileSync(seasonFile(), JSON.stringify(season));
  } catch {
    // Only a fallback: the memory copy is enough while the process lives.
  }
}

function recalledEntrySeason(): EntrySeason | null | undefined {
  if (state.entrySeason !== undefined) return state.entrySeason;
  try {
    return JSON.parse(fs.readFileSync(seasonFile(), 'utf8')) as EntrySeason | null;
  } catch {
    return undefined;
  }
}

/** Remembered entry windows, so an open form can still be sent (to the outbox) while the API is down. */
export async function lastGoodEntrySeason(
  read: () => Promise<EntrySeason | null>,
): Promise<EntrySeason | null> {
  try {
    const season = await read();
    rememberEntrySeason(season);
    return season;
  } catch (error) {
    const known = recalledEntrySeason();
    if (known === undefined) throw error;
    console.warn(
      'The league API did not give the entry windows; using the last ones it gave.',
      (error as Error).message,
    );
    return known;
  }
}

/** Tests: forget the remembered answers in memory (not in DATA_DIR) and the last failure. */
export function forgetLeagueApiAnswers(): void {
  state.leagueApiAnswers = undefined;
  state.leagueApiFailedAt = undefined;
  state.entrySeason = undefined;
}

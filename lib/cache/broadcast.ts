import 'server-only';
/**
 * Servers sharing PostgreSQL each cache in memory, so imports and card results are announced by NOTIFY and
 * each server LISTENs and drops the named tags in its cache handler directly (dropTagsHere: Next's
 * revalidateTag needs a request). A listener may have missed messages, so every league entry is dropped
 * whenever it starts listening. PGlite: local only.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { revalidateTag } from 'next/cache';
import { Client } from 'pg';
import { isSharedDatabase, type Db } from '@/lib/db/client';
import { reportStoreLost } from '@/lib/db/server';
import { processState as state } from '@/lib/process-state';
import { dropEntriesTagged, dropTagsHere } from './page-cache-handler.mjs';
import {
  decodeMessage,
  INVALIDATION_CHANNEL,
  publishInvalidation,
  type InvalidationMessage,
} from './invalidation-message';

const LEAGUE_TAG = 'league:';
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 5_000;
/** How often the listening connection is checked: a dead one must not go unnoticed for long. */
const HEARTBEAT_MS = 10_000;

export type InvalidationListener = {
  id: string;
  client: Client | null;
  connectedBefore: boolean;
  stopped: boolean;
  heartbeat: NodeJS.Timeout | null;
};

/** This process's name in the messages it sends, so it skips its own. */
function selfId(): string {
  return (state.cacheListenerId ??= `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`);
}

/**
 * Drops these tags here and on every other server, in a request or outside one (the card sweep's timer);
 * the change has committed: a failed notice is logged.
 */
export async function invalidateEverywhere(db: Db, tags: string[]): Promise<void> {
  if (!tags.length) return;
  dropTagsHere(tags);
  tellThisRequest(tags);
  if (!isSharedDatabase(db)) return;
  try {
    await publishInvalidation(db, { from: selfId(), tags });
  } catch (error) {
    console.error(
      `The other servers could not be told of the import (${(error as Error).message}); they show the change after a restart.`,
    );
  }
}

/**
 * Inside a server action or route handler Next is told as well, so an action's answer carries its page
 * read afresh. Outside a request (the sweep) Next refuses, and nothing is missed: the drop is done already.
 */
function tellThisRequest(tags: string[]): void {
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
  } catch {
    // "static generation store missing": no request to tell.
  }
}

export function applyMessage(message: InvalidationMessage): void {
  if (message.from === selfId()) return;
  if (message.all) dropEntriesTagged((tag) => tag.startsWith(LEAGUE_TAG));
  else if (message.tags?.length) dropTagsHere(message.tags);
}

/** Starts listening once per process, when the server runs on PostgreSQL (instrumentation.ts). */
export function listenForInvalidations(url = process.env.DATABASE_URL): void {
  if (!url || state.cacheListener) return;
  const listener: InvalidationListener = {
    id: selfId(),
    client: null,
    connectedBefore: false,
    stopped: false,
    heartbeat: null,
  };
  state.cacheListener = listener;
  void connect(listener, url, 0);
}

async function connect(listener: InvalidationListener, url: string, failures: number): Promise<void> {
  if (listener.stopped) return;
  const client = new Client({
    connectionString: url,
    connectionTimeoutMillis: 10_000,
    query_timeout: 5_000,
    keepAlive: true,
  });
  let lost = false;
  const retry = (reason: string) => {
    if (lost || listener.stopped) return;
    lost = true;
    if (listener.heartbeat) clearInterval(listener.heartbeat);
    listener.client = null;
    client.end().catch(() => undefined);
    if (failures === 0)
      console.error(`Listening for other servers' imports stopped (${reason}); trying again.`);
    // Often the first sign that PostgreSQL went away: the store is checked at once (503s while it is out).
    reportStoreLost();
    const wait = Math.min(FIRST_RETRY_MS * 2 ** failures, MAX_RETRY_MS);
    setTimeout(() => void connect(listener, url, failures + 1), wait).unref();
  };
  client.on('error', (error) => retry(error.message));
  client.on('end', () => retry('the connection closed'));
  client.on('notification', (note) => {
    if (note.channel !== INVALIDATION_CHANNEL) return;
    const message = decodeMessage(note.payload);
    if (message) applyMessage(message);
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${INVALIDATION_CHANNEL}`);
  } catch (error) {
    retry((error as Error).message);
    return;
  }
  if (listener.stopped) {
    await client.end().catch(() => undefined);
    return;
  }
  // Anything announced before this connection listened never reached this server.
  dropEntriesTagged((tag) => tag.startsWith(LEAGUE_TAG));
  if (listener.connectedBefore)
    console.log("Listening for other servers' imports again; the league pages will be read afresh.");
  listener.connectedBefore = true;
  listener.client = client;
  failures = 0;
  listener.heartbeat = setInterval(() => {
    client.query('SELECT 1').catch((error: Error) => retry(error.message));
  }, HEARTBEAT_MS);
  listener.heartbeat.unref();
}

export async function stopListening(): Promise<void> {
  const listener = state.cacheListener;
  if (!listener) return;
  listener.stopped = true;
  if (listener.heartbeat) clearInterval(listener.heartbeat);
  await listener.client?.end().catch(() => undefined);
  state.cacheListener = undefined;
}

import 'server-only';
/**
 * Where entries go: the store alone, or with LEAGUE_API_URL the store's outbox and on to the API by the
 * forwarding worker, so none is lost while the API is down. Callers never ask which.
 */
import { getDb } from '@/lib/db/server';
import {
  getEntryRequestByKey,
  getEntrySeason,
  saveEntryRequest,
  type EntryKeyRecord,
  type EntrySeason,
  type SaveEntryMeta,
  type SaveEntryResult,
} from '@/lib/db/queries/entries';
import { getEntryReceipt, type EntryReceipt } from '@/lib/db/queries/entry-versions';
import type { Invitation } from '@/lib/league/invitation';
import { createLeagueApiClient } from '@/lib/league-api/client';
import { getLeagueSource } from '@/lib/source';
import { apiEntrySeason } from '@/lib/source/api-source';
import { kickForwarder, startForwarder } from './forwarding';
import type { EntryRequest } from './schema';
import { leagueApiUrl } from '@/lib/deployment';

export type AddEntryMeta = Pick<SaveEntryMeta, 'idempotencyKey' | 'ipAddress' | 'proof'> & {
  /** The season the caller already read: the league API's copy is not asked for twice. */
  known?: EntrySeason;
};

export interface EntryStore {
  /** The active season's entry windows: open or closed, dates and price per competition. */
  getEntrySeason(): Promise<EntrySeason | null>;
  /** The request an idempotency key already stored, if any. */
  findEnterOnlineRequest(idempotencyKey: string): Promise<EntryKeyRecord | null>;
  /** The invitation (null: unknown); 'unchecked' when it cannot be read now and the receiver checks it. */
  readInvitation(hash: string): Promise<Invitation | null | 'unchecked'>;
  /** Stores a valid entry request once (SaveEntryMeta). */
  addEnterOnlineRequest(entry: EntryRequest, meta: AddEntryMeta): Promise<SaveEntryResult>;
}

const storeOnly: EntryStore = {
  async getEntrySeason() {
    return getEntrySeason(await getDb());
  },
  async findEnterOnlineRequest(idempotencyKey) {
    return getEntryRequestByKey(await getDb(), idempotencyKey);
  },
  readInvitation: (hash) => getLeagueSource().getInvitation(hash),
  async addEnterOnlineRequest(entry, { known: _known, ...meta }) {
    // The store reads the window in the request's own transaction.
    return saveEntryRequest(await getDb(), entry, meta);
  },
};

function forwarding(baseUrl: string): EntryStore {
  const entrySeason = () => apiEntrySeason(baseUrl);
  return {
    getEntrySeason: entrySeason,
    async findEnterOnlineRequest(idempotencyKey) {
      return getEntryRequestByKey(await getDb(), idempotencyKey);
    },
    async readInvitation(hash) {
      try {
        return await getLeagueSource().getInvitation(hash);
      } catch (error) {
        // Kept rather than lost while the API is down; the API checks the invitation on forwarding.
        console.warn(
          'Could not check an invitation link with the league API; the request is kept for forwarding.',
          (error as Error).message,
        );
        return 'unchecked';
      }
    },
    async addEnterOnlineRequest(entry, { known, ...meta }) {
      const season = known ?? (await entrySeason());
      const mode = entry.mode;
      if (!season) return { status: 'no-season' };
      const saved = await saveEntryRequest(await getDb(), entry, {
        ...meta,
        season: { year: season.year, window: season.windows[mode] },
        forward: true,
      });
      if (saved.status === 'stored') kickForwarder();
      return saved;
    },
  };
}

/** A stored request's confirmation page: requests are stored here first whether or not they go on to the league's API. */
export async function findEntryReceipt(receipt: string): Promise<EntryReceipt | null> {
  return getEntryReceipt(await getDb(), receipt);
}

export function getEntryStore(): EntryStore {
  const url = leagueApiUrl();
  return url ? forwarding(url) : storeOnly;
}

/** Starts the outbox worker once at server start, so requests left waiting by a stop go without a visitor. */
export function startEntryForwarding(): void {
  const url = leagueApiUrl();
  if (!url || process.env.NEXT_PHASE === 'phase-production-build') return;
  startForwarder(getDb, createLeagueApiClient(url));
}

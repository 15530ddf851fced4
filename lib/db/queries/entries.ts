/**
 * Entry requests: stored once, in one transaction with the spent proof-of-work solution and outbox place.
 * A school sends one application a season and competition: the same details again within a day are that
 * application, other details a change of it (a new version under its reference).
 */
import crypto from 'node:crypto';
import { asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { entryRequests, seasonEntries, seasons, usedProofs } from '../schema';
import { nationalPhoneDigits, teamFieldsFor, type EntryRequest } from '@/lib/league/entry-fields';
import { feeCents, totalTeams } from '@/lib/league/fees';
import { COMPETITION_MODES, type CompetitionMode } from '@/lib/league/constants';
import type { EntryWindow } from '@/lib/league/season-index';
import { entryWindowOf } from './records';
import {
  firstIdOf,
  freeReference,
  latestOfSchool,
  newReceipt,
  refColumns,
  schoolKeyOf,
} from './entry-versions';

export type StoredEntry = typeof entryRequests.$inferSelect;

export type EntrySeason = { year: number; windows: Record<CompetitionMode, EntryWindow> };

/** Where a stored request can be found again: its reference and version, and its confirmation page's secret. */
export type EntryReceiptRef = { id: number; reference: string; version: number; receipt: string | null };

export type SaveEntryResult =
  /** stored: a new request; duplicate: its idempotency key's; same: the school's identical request of the last day. */
  | ({ status: 'stored' | 'duplicate' | 'same' } & EntryReceiptRef)
  | { status: 'closed' }
  | { status: 'no-season' }
  /** The invitation link already has a request. */
  | { status: 'already-submitted' }
  /** The proof-of-work solution was spent on another request. */
  | { status: 'proof-used' }
  /** The idempotency key was spent on a request with other details. */
  | { status: 'conflict' };

export type SaveEntryMeta = {
  idempotencyKey: string;
  ipAddress: string | null;
  /** The proof-of-work solution this request spends; omitted only by trusted callers (tests, imports). */
  proof?: { id: string; expiresAt: Date };
  /** The season and window to enter, when they come from the league's API; read from the store otherwise. */
  season?: { year: number; window: EntryWindow };
  forward?: boolean;
  now?: Date;
};

class Refused extends Error {
  constructor(readonly result: SaveEntryResult) {
    super(result.status);
  }
}

export async function getEntrySeason(db: Db): Promise<EntrySeason | null> {
  const [season] = await db
    .select({ id: seasons.id, year: seasons.year })
    .from(seasons)
    .where(eq(seasons.active, true));
  if (!season) return null;
  const rows = await db.select().from(seasonEntries).where(eq(seasonEntries.seasonId, season.id));
  const windows = Object.fromEntries(
    COMPETITION_MODES.map((mode) => [mode, entryWindowOf(rows.find((r) => r.mode === mode))]),
  ) as Record<CompetitionMode, EntryWindow>;
  return { year: season.year, windows };
}

/** What is stored of a request: only the fields of its kind of competition, phone numbers as digits. */
function storedRequest(mode: CompetitionMode, entry: EntryRequest) {
  const { match_day_contact, home_match_day, ...school } = entry.school;
  // The form's postal state (NSW) with no postal address is a default, not a second address.
  const postal = Boolean(school.postal_address || school.postal_suburb || school.postal_postcode);
  return {
    mode,
    school: {
      ...school,
      ...(school.postal_state !== undefined && !postal ? { postal_state: '' } : {}),
      phone: nationalPhoneDigits(school.phone),
      fax: nationalPhoneDigits(school.fax ?? ''),
      ...(mode === 'metropolitan_secondary'
        ? { match_day_contact: match_day_contact ?? '', home_match_day: home_match_day ?? '' }
        : {}),
    },
    coordinators: entry.coordinators.map((c) => ({ ...c, mobile: nationalPhoneDigits(c.mobile) })),
    teams: Object.fromEntries(teamFieldsFor(mode).map((row) => [row, entry.teams[row] ?? 0])),
  };
}

/**
 * Equal for the same details however sent: keys sorted, absent fields omitted, and no previous-year hashes,
 * which the invitation check keeps or drops by the invitation, not by what was sent.
 */
function detailsOf(request: Record<string, unknown>): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value === null || typeof value !== 'object') return value;
    const object = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(object)
        .filter((key) => object[key] !== undefined)
        .sort()
        .map((key) => [key, canonical(object[key])]),
    );
  };
  const { coordinators, ...rest } = request;
  const people = Array.isArray(coordinators)
    ? coordinators.map((c: Record<string, unknown>) => ({ ...c, hash: undefined }))
    : coordinators;
  return crypto
    .createHash('sha256')
    .update(JSON.stringify(canonical({ ...rest, coordinators: people })))
    .digest('base64url');
}

/** The fingerprint a valid request would be stored with (see `detailsOf`). */
export function entryDetails(entry: EntryRequest): string {
  return detailsOf(storedRequest(entry.mode, entry));
}

/** The request an idempotency key was spent on, and the fingerprint of its details. */
export type EntryKeyRecord = EntryReceiptRef & { details: string };

export async function getEntryRequestByKey(db: Db, idempotencyKey: string): Promise<EntryKeyRecord | null> {
  const [row] = await db
    .select({ ...refColumns, request: entryRequests.request })
    .from(entryRequests)
    .where(eq(entryRequests.idempotencyKey, idempotencyKey));
  if (!row) return null;
  const { request, ...ref } = row;
  return { ...ref, details: detailsOf(request) };
}

/** A key already spent answers as the first request did for the same details, and a conflict for others. */
function answerForKey({ details, ...ref }: EntryKeyRecord, entry: EntryRequest): SaveEntryResult {
  return details === entryDetails(entry) ? { status: 'duplicate', ...ref } : { status: 'conflict' };
}

/**
 * Stores a valid request atomically. A repeated idempotency key stores nothing and answers the first id, or a
 * conflict when details differ; anything refused leaves the store unchanged.
 */
export async function saveEntryRequest(
  db: Db,
  entry: EntryRequest,
  meta: SaveEntryMeta,
): Promise<SaveEntryResult> {
  const mode = entry.mode;
  const now = meta.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      const earlier = await getEntryRequestByKey(tx as unknown as Db, meta.idempotencyKey);
      if (earlier) return answerForKey(earlier, entry);
      const season = meta.season ?? (await activeWindow(tx as unknown as Db, mode));
      if (!season) return { status: 'no-season' } as const;
      if (!season.window.open) return { status: 'closed' } as const;
      const schoolKey = schoolKeyOf(entry.school.name);
      // One at a time per school: two tabs sending the same application at once store it once.
      await tx.execute(
        sql`select pg_advisory_xact_lock(7302617, hashtext(${`${season.year}|${mode}|${schoolKey}`}))`,
      );
      // Refusals from here on throw, so that the transaction gives the proof back.
      // The same form's request, stored while this one waited for the lock, is this one.
      const raced = await keyOr(tx as unknown as Db, meta.idempotencyKey, entry);
      if (raced) throw new Refused(raced);
      if (meta.proof) await spendProof(tx as unknown as Db, meta.proof, now, meta.idempotencyKey, entry);
      const latest = await latestOfSchool(tx as unknown as Db, season.year, mode, schoolKey);
      if (latest && isSameRequest(latest, entry, now)) {
        const { request: _request, createdAt: _createdAt, ...ref } = latest;
        throw new Refused({ status: 'same', ...ref });
      }
      const hash = entry.school.hash || null;
      if (hash) {
        const [taken] = await tx
          .select({ id: entryRequests.id })
          .from(entryRequests)
          .where(eq(entryRequests.hash, hash));
        if (taken) throw new Refused({ status: 'already-submitted' });
      }
      const request = storedRequest(mode, entry);
      const version = {
        reference: latest?.reference ?? (await freeReference(tx as unknown as Db)),
        version: (latest?.version ?? 0) + 1,
        firstId: latest ? await firstIdOf(tx as unknown as Db, latest.reference) : null,
        receipt: newReceipt(),
      };
      const inserted = await tx
        .insert(entryRequests)
        .values({
          idempotencyKey: meta.idempotencyKey,
          year: season.year,
          mode,
          hash,
          schoolName: entry.school.name,
          schoolKey,
          ...version,
          request,
          totalTeams: totalTeams(mode, request.teams),
          feeCents: feeCents(mode, request.teams, season.window.priceCents / 100),
          ipAddress: meta.ipAddress,
          createdAt: now,
          nextForwardAt: meta.forward ? now : null,
        })
        .onConflictDoNothing()
        .returning({ id: entryRequests.id });
      if (inserted[0]) {
        const { firstId: _firstId, ...ref } = version;
        return { status: 'stored', id: inserted[0].id, ...ref } as const;
      }
      throw new Refused(
        (await keyOr(tx as unknown as Db, meta.idempotencyKey, entry)) ?? { status: 'already-submitted' },
      );
    });
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
}

/** Spends a proof-of-work solution; one spent before refuses this request (or finds its own, after a double click). */
async function spendProof(
  db: Db,
  proof: NonNullable<SaveEntryMeta['proof']>,
  now: Date,
  key: string,
  entry: EntryRequest,
): Promise<void> {
  await db.delete(usedProofs).where(lt(usedProofs.expiresAt, now));
  const spent = await db
    .insert(usedProofs)
    .values({ id: proof.id, expiresAt: proof.expiresAt, usedAt: now })
    .onConflictDoNothing()
    .returning({ id: usedProofs.id });
  // A double click races here: the loser waits for the winner's commit and then finds its request.
  if (!spent.length) throw new Refused((await keyOr(db, key, entry)) ?? { status: 'proof-used' });
}

/** Identical details sent again within this time are the same application, not a change of it. */
export const SAME_REQUEST_MS = 24 * 3600 * 1000;

/** The school's latest request said the same, and less than a day ago: this is that request again. */
function isSameRequest(
  latest: { request: Record<string, unknown>; createdAt: Date },
  entry: EntryRequest,
  now: Date,
): boolean {
  return (
    detailsOf(latest.request) === entryDetails(entry) &&
    now.getTime() - latest.createdAt.getTime() < SAME_REQUEST_MS
  );
}

async function keyOr(db: Db, key: string, entry: EntryRequest): Promise<SaveEntryResult | null> {
  const row = await getEntryRequestByKey(db, key);
  return row ? answerForKey(row, entry) : null;
}

async function activeWindow(
  db: Db,
  mode: CompetitionMode,
): Promise<{ year: number; window: EntryWindow } | null> {
  const season = await getEntrySeason(db);
  return season ? { year: season.year, window: season.windows[mode] } : null;
}

/** Every request of the season, changes included (the CSV lists each with its version). */
export async function getEntryRequests(db: Db, year: number): Promise<StoredEntry[]> {
  return db.select().from(entryRequests).where(eq(entryRequests.year, year)).orderBy(asc(entryRequests.id));
}

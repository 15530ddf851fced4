/** Entry requests: stored once, in one transaction with the spent proof-of-work solution and outbox place. */
import crypto from 'node:crypto';
import { asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../client';
import { entryRequests, seasonEntries, seasons, usedProofs } from '../schema';
import { nationalPhoneDigits, teamFieldsFor, type EntryRequest } from '@/lib/league/entry-fields';
import { feeCents, totalTeams } from '@/lib/league/fees';
import { COMPETITION_MODES, type CompetitionMode } from '@/lib/league/constants';
import type { EntryWindow } from '@/lib/league/season-index';
import { entryWindowOf } from './records';

export type StoredEntry = typeof entryRequests.$inferSelect;

export type EntrySeason = { year: number; windows: Record<CompetitionMode, EntryWindow> };

export type SaveEntryResult =
  | { status: 'stored' | 'duplicate'; id: number }
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
  return {
    mode,
    school: {
      ...school,
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

/** The request an idempotency key was spent on: its id, and the fingerprint of its details. */
export type EntryKeyRecord = { id: number; details: string };

export async function getEntryRequestByKey(db: Db, idempotencyKey: string): Promise<EntryKeyRecord | null> {
  const [row] = await db
    .select({ id: entryRequests.id, request: entryRequests.request })
    .from(entryRequests)
    .where(eq(entryRequests.idempotencyKey, idempotencyKey));
  return row ? { id: row.id, details: detailsOf(row.request) } : null;
}

/** A key already spent answers as the first request did for the same details, and a conflict for others. */
function answerForKey(earlier: EntryKeyRecord, entry: EntryRequest): SaveEntryResult {
  return earlier.details === entryDetails(entry)
    ? { status: 'duplicate', id: earlier.id }
    : { status: 'conflict' };
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
      const hash = entry.school.hash || null;
      if (hash) {
        const [taken] = await tx
          .select({ id: entryRequests.id })
          .from(entryRequests)
          .where(eq(entryRequests.hash, hash));
        if (taken) return { status: 'already-submitted' } as const;
      }
      if (meta.proof) {
        await tx.delete(usedProofs).where(lt(usedProofs.expiresAt, now));
        const spent = await tx
          .insert(usedProofs)
          .values({ id: meta.proof.id, expiresAt: meta.proof.expiresAt, usedAt: now })
          .onConflictDoNothing()
          .returning({ id: usedProofs.id });
        // A double click races here: the loser waits for the winner's commit and then finds its request.
        if (!spent.length)
          throw new Refused(
            (await keyOr(tx as unknown as Db, meta.idempotencyKey, entry)) ?? { status: 'proof-used' },
          );
      }
      const request = storedRequest(mode, entry);
      const inserted = await tx
        .insert(entryRequests)
        .values({
          idempotencyKey: meta.idempotencyKey,
          year: season.year,
          mode,
          hash,
          schoolName: entry.school.name,
          request,
          totalTeams: totalTeams(mode, request.teams),
          feeCents: feeCents(mode, request.teams, season.window.priceCents / 100),
          ipAddress: meta.ipAddress,
          createdAt: now,
          nextForwardAt: meta.forward ? now : null,
        })
        .onConflictDoNothing()
        .returning({ id: entryRequests.id });
      if (inserted[0]) return { status: 'stored', id: inserted[0].id } as const;
      throw new Refused(
        (await keyOr(tx as unknown as Db, meta.idempotencyKey, entry)) ?? { status: 'already-submitted' },
      );
    });
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
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

export async function getEntryRequests(db: Db, year: number): Promise<StoredEntry[]> {
  return db.select().from(entryRequests).where(eq(entryRequests.year, year)).orderBy(asc(entryRequests.id));
}

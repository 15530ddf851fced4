/**
 * Entry requests and front-end error logs: what people send us is stored once, in one transaction,
 * together with the proof-of-work solution it spent and, on a site that runs on the league's API,
 * its place in the forwarding outbox.
 */
import { and, asc, eq, isNotNull, isNull, lt, lte } from 'drizzle-orm';
import type { Db } from '../client';
import { entryRequests, errorLogs, seasonEntries, seasons, usedProofs } from '../schema';
import type { EntryRequest } from '@/lib/entry/schema';
import { normaliseDigits } from '@/lib/entry/schema';
import { feeCents, totalTeams } from '@/lib/league/fees';
import { COMPETITION_MODES, type CompetitionMode } from '@/lib/league/constants';
import { teamFieldsFor } from '@/lib/entry/form';

export type StoredEntry = typeof entryRequests.$inferSelect;

/** One competition's entry window in the active season. */
export type EntryWindow = { open: boolean; cutoff: string | null; commence: string | null; priceCents: number };
export type EntrySeason = { year: number; windows: Record<CompetitionMode, EntryWindow> };

export type SaveEntryResult =
  | { status: 'stored' | 'duplicate'; id: number }
  | { status: 'closed' }
  | { status: 'no-season' }
  /** The invitation link already has a request. */
  | { status: 'already-submitted' }
  /** The proof-of-work solution was spent on another request. */
  | { status: 'proof-used' };

export type SaveEntryMeta = {
  idempotencyKey: string;
  ipAddress: string | null;
  /** The proof-of-work solution this request spends; omitted only by trusted callers (tests, imports). */
  proof?: { id: string; expiresAt: Date };
  /** The season and window to enter, when they come from the league's API; read from the store otherwise. */
  season?: { year: number; window: EntryWindow };
  /** Queue the request for forwarding to the league's API. */
  forward?: boolean;
  now?: Date;
};

class Refused extends Error {
  constructor(readonly result: SaveEntryResult) {
    super(result.status);
  }
}

/** The active season's entry windows, from the store. */
export async function getEntrySeason(db: Db): Promise<EntrySeason | null> {
  const [season] = await db.select({ id: seasons.id, year: seasons.year }).from(seasons).where(eq(seasons.active, true));
  if (!season) return null;
  const rows = await db.select().from(seasonEntries).where(eq(seasonEntries.seasonId, season.id));
  const windows = Object.fromEntries(
    COMPETITION_MODES.map((mode) => {
      const row = rows.find((r) => r.mode === mode);
      return [mode, { open: row?.invitationActive ?? false, cutoff: row?.cutoffDate ?? null, commence: row?.commenceDate ?? null, priceCents: row?.priceCents ?? 0 }];
    }),
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
      phone: normaliseDigits(school.phone),
      fax: normaliseDigits(school.fax),
      ...(mode === 'metropolitan_secondary' ? { match_day_contact: match_day_contact ?? '', home_match_day: home_match_day ?? '' } : {}),
    },
    coordinators: entry.coordinators.map((c) => ({ ...c, mobile: normaliseDigits(c.mobile) })),
    teams: Object.fromEntries(teamFieldsFor(mode).map((row) => [row, entry.teams[row] ?? 0])),
  };
}

export async function getEntryRequestByKey(db: Db, idempotencyKey: string): Promise<{ id: number } | null> {
  const [row] = await db.select({ id: entryRequests.id }).from(entryRequests).where(eq(entryRequests.idempotencyKey, idempotencyKey));
  return row ?? null;
}

/**
 * Stores a valid request in one transaction: the spent proof-of-work solution, the request with its
 * fee, the visitor's address and the time. A second call with the same idempotency key stores
 * nothing and answers the first request's id; anything refused leaves the store as it was.
 */
export async function saveEntryRequest(db: Db, entry: EntryRequest, meta: SaveEntryMeta): Promise<SaveEntryResult> {
  const mode = entry.mode as CompetitionMode;
  const now = meta.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      const earlier = await getEntryRequestByKey(tx as unknown as Db, meta.idempotencyKey);
      if (earlier) return { status: 'duplicate', id: earlier.id } as const;
      const season = meta.season ?? (await activeWindow(tx as unknown as Db, mode));
      if (!season) return { status: 'no-season' } as const;
      if (!season.window.open) return { status: 'closed' } as const;
      const hash = entry.school.hash || null;
      if (hash) {
        const [taken] = await tx.select({ id: entryRequests.id }).from(entryRequests).where(eq(entryRequests.hash, hash));
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
        if (!spent.length) throw new Refused((await keyOr(tx as unknown as Db, meta.idempotencyKey)) ?? { status: 'proof-used' });
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
      throw new Refused((await keyOr(tx as unknown as Db, meta.idempotencyKey)) ?? { status: 'already-submitted' });
    });
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
}

async function keyOr(db: Db, key: string): Promise<SaveEntryResult | null> {
  const row = await getEntryRequestByKey(db, key);
  return row ? { status: 'duplicate', id: row.id } : null;
}

async function activeWindow(db: Db, mode: CompetitionMode): Promise<{ year: number; window: EntryWindow } | null> {
  const season = await getEntrySeason(db);
  return season ? { year: season.year, window: season.windows[mode] } : null;
}

export async function getEntryRequests(db: Db, year: number): Promise<StoredEntry[]> {
  return db.select().from(entryRequests).where(eq(entryRequests.year, year)).orderBy(asc(entryRequests.id));
}

/** Requests due to be forwarded to the league's API at `now`, oldest first. */
export async function getDueForwards(db: Db, now: Date, limit = 20): Promise<StoredEntry[]> {
  return db
    .select()
    .from(entryRequests)
    .where(and(isNull(entryRequests.forwardedAt), isNotNull(entryRequests.nextForwardAt), lte(entryRequests.nextForwardAt, now)))
    .orderBy(asc(entryRequests.nextForwardAt), asc(entryRequests.id))
    .limit(limit);
}

export async function markForwarded(db: Db, id: number, at: Date): Promise<void> {
  await db.update(entryRequests).set({ forwardedAt: at, nextForwardAt: null, forwardError: null }).where(eq(entryRequests.id, id));
}

export async function markForwardFailed(db: Db, id: number, attempts: number, retryAt: Date, error: string): Promise<void> {
  await db
    .update(entryRequests)
    .set({ forwardAttempts: attempts, nextForwardAt: retryAt, forwardError: error.slice(0, 1000) })
    .where(eq(entryRequests.id, id));
}

export async function saveErrorLog(db: Db, entry: { site: string; error: string; uri: string }): Promise<void> {
  await db.insert(errorLogs).values(entry);
}

/**
 * An application's versions: a school sends one application a season and competition, found by its name
 * (`schoolKeyOf`), under a short reference; each change is a new version of it, and each request has a
 * confirmation page of its own (its `receipt`, the secret in that page's address).
 */
import crypto from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { entryRequests } from '../schema';
import type { CompetitionMode } from '@/lib/league/constants';
/** A stored entry request's row. */
type StoredEntry = typeof entryRequests.$inferSelect;

export const refColumns = {
  id: entryRequests.id,
  reference: entryRequests.reference,
  version: entryRequests.version,
  receipt: entryRequests.receipt,
};

/** How a school's name is matched: `St  Mary's ` and `st mary's` are one school. */
export function schoolKeyOf(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Crockford's base 32: no I, L, O or U, so a reference read out over the phone is not misheard. */
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `K7QM-3XPD`: 40 random bits, short enough to read out and type. */
function newReference(): string {
  const chars = Array.from(crypto.randomBytes(8), (b) => REFERENCE_ALPHABET[b & 31]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** A confirmation page's address carries 128 random bits: it shows the coordinators' details. */
export function newReceipt(): string {
  return crypto.randomBytes(16).toString('base64url');
}

/** The school's latest request for the season and competition, with what it said. */
export async function latestOfSchool(db: Db, year: number, mode: CompetitionMode, schoolKey: string) {
  const [row] = await db
    .select({ ...refColumns, request: entryRequests.request, createdAt: entryRequests.createdAt })
    .from(entryRequests)
    .where(
      and(eq(entryRequests.year, year), eq(entryRequests.mode, mode), eq(entryRequests.schoolKey, schoolKey)),
    )
    .orderBy(desc(entryRequests.version), desc(entryRequests.id))
    .limit(1);
  return row ?? null;
}

/** A reference no application has yet (a clash of 40 random bits is rare, but never stored). */
export async function freeReference(db: Db): Promise<string> {
  for (;;) {
    const reference = newReference();
    const [taken] = await db
      .select({ id: entryRequests.id })
      .from(entryRequests)
      .where(eq(entryRequests.reference, reference))
      .limit(1);
    if (!taken) return reference;
  }
}

/** The id of an application's first request. */
export async function firstIdOf(db: Db, reference: string): Promise<number> {
  const [first] = await db
    .select({ id: entryRequests.id })
    .from(entryRequests)
    .where(and(eq(entryRequests.reference, reference), eq(entryRequests.version, 1)));
  return first!.id;
}

/** Each application as it stands: its latest version only (what the draw counts). */
export async function getCurrentEntryRequests(db: Db, year: number): Promise<StoredEntry[]> {
  const rows = await db
    .select()
    .from(entryRequests)
    .where(eq(entryRequests.year, year))
    .orderBy(asc(entryRequests.id));
  const latest = new Map<string, StoredEntry>();
  for (const row of rows)
    if ((latest.get(row.reference)?.version ?? 0) < row.version) latest.set(row.reference, row);
  return rows.filter((row) => latest.get(row.reference) === row);
}

/** What a confirmation page shows: the request as sent, and when its application was first sent. */
export type EntryReceipt = Pick<
  StoredEntry,
  | 'reference'
  | 'version'
  | 'year'
  | 'mode'
  | 'schoolName'
  | 'request'
  | 'totalTeams'
  | 'feeCents'
  | 'createdAt'
>;

export async function getEntryReceipt(db: Db, receipt: string): Promise<EntryReceipt | null> {
  const [row] = await db
    .select({
      reference: entryRequests.reference,
      version: entryRequests.version,
      year: entryRequests.year,
      mode: entryRequests.mode,
      schoolName: entryRequests.schoolName,
      request: entryRequests.request,
      totalTeams: entryRequests.totalTeams,
      feeCents: entryRequests.feeCents,
      createdAt: entryRequests.createdAt,
    })
    .from(entryRequests)
    .where(eq(entryRequests.receipt, receipt));
  return row ?? null;
}

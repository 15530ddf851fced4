/** Entry requests and front-end error logs: what people send us is stored once, in one transaction. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { entryRequests, errorLogs, seasonEntries, seasons } from '../schema';
import type { EntryRequest } from '@/lib/entry/schema';
import { normaliseDigits } from '@/lib/entry/schema';
import { TEAM_ROWS, feeCents, totalTeams } from '@/lib/league/fees';
import type { CompetitionMode } from '@/lib/league/constants';

export type StoredEntry = typeof entryRequests.$inferSelect;

export type SaveEntryResult =
  | { status: 'stored' | 'duplicate'; id: number }
  | { status: 'closed' }
  | { status: 'no-season' };

/** Keeps only the team rows of the request's kind of competition; the rest are zero. */
function teamsFor(mode: CompetitionMode, teams: EntryRequest['teams']) {
  const rows = mode.endsWith('primary') ? [...TEAM_ROWS[mode], 'intermediate_to_championship', 'intermediate_to_rookies'] : TEAM_ROWS[mode];
  return Object.fromEntries(rows.map((row) => [row, teams[row as keyof typeof teams] ?? 0]));
}

export async function saveEntryRequest(
  db: Db,
  entry: EntryRequest,
  meta: { idempotencyKey: string; ipAddress: string | null },
): Promise<SaveEntryResult> {
  const mode = entry.mode as CompetitionMode;
  return db.transaction(async (tx) => {
    const [earlier] = await tx
      .select({ id: entryRequests.id })
      .from(entryRequests)
      .where(eq(entryRequests.idempotencyKey, meta.idempotencyKey));
    if (earlier) return { status: 'duplicate', id: earlier.id };
    const [season] = await tx.select({ id: seasons.id, year: seasons.year }).from(seasons).where(eq(seasons.active, true));
    if (!season) return { status: 'no-season' };
    const windows = await tx.select().from(seasonEntries).where(eq(seasonEntries.seasonId, season.id));
    const open = windows.find((w) => w.mode === mode);
    if (!open?.invitationActive) return { status: 'closed' };
    const teams = teamsFor(mode, entry.teams);
    const request = {
      mode,
      school: {
        ...entry.school,
        phone: normaliseDigits(entry.school.phone),
        fax: normaliseDigits(entry.school.fax),
      },
      coordinators: entry.coordinators.map((c) => ({ ...c, mobile: normaliseDigits(c.mobile) })),
      teams,
    };
    const inserted = await tx
      .insert(entryRequests)
      .values({
        idempotencyKey: meta.idempotencyKey,
        year: season.year,
        mode,
        hash: entry.school.hash || null,
        schoolName: entry.school.name,
        request,
        totalTeams: totalTeams(mode, teams),
        feeCents: feeCents(mode, teams, open.priceCents / 100),
        ipAddress: meta.ipAddress,
      })
      .onConflictDoNothing({ target: entryRequests.idempotencyKey })
      .returning({ id: entryRequests.id });
    if (inserted[0]) return { status: 'stored', id: inserted[0].id };
    const [raced] = await tx.select({ id: entryRequests.id }).from(entryRequests).where(eq(entryRequests.idempotencyKey, meta.idempotencyKey));
    return { status: 'duplicate', id: raced!.id };
  });
}

export async function getEntryRequests(db: Db, year: number): Promise<StoredEntry[]> {
  return db.select().from(entryRequests).where(eq(entryRequests.year, year)).orderBy(asc(entryRequests.id));
}

export async function saveErrorLog(db: Db, entry: { site: string; error: string; uri: string }): Promise<void> {
  await db.insert(errorLogs).values(entry);
}

/**
 * What the office shows (docs/office.md), reshaped at the boundary: the season's entry requests as they stand,
 * each school's and scorer's private address (made, rotated), and the office's own record.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { officeActions, privateLinks, seasons, zones } from '../schema';
import { getCurrentEntryRequests } from './entry-versions';

export type OfficeEntry = {
  id: number;
  reference: string;
  version: number;
  school: string;
  mode: string;
  teams: number;
  feeCents: number;
  sentAt: Date;
  decision: 'accepted' | 'declined' | null;
  decidedAt: Date | null;
};

export async function getOfficeEntries(db: Db, year: number): Promise<OfficeEntry[]> {
  const rows = await getCurrentEntryRequests(db, year);
  return rows
    .map((r) => ({
      id: r.id,
      reference: r.reference,
      version: r.version,
      school: r.schoolName,
      mode: r.mode,
      teams: r.totalTeams,
      feeCents: r.feeCents,
      sentAt: r.createdAt,
      decision: r.decision,
      decidedAt: r.decidedAt,
    }))
    .sort((a, b) => a.school.localeCompare(b.school) || a.mode.localeCompare(b.mode));
}

export type OfficeAddress = {
  /** The live address's row. */
  id: number;
  kind: 'school' | 'scorer';
  subject: string;
  createdAt: Date;
  /** How many times it was rotated this season, and when last. */
  rotations: number;
  rotatedAt: Date | null;
  /** When the live address's page was first opened; null while it never was. */
  openedAt: Date | null;
};

/** Each school's and zone scorer's live address this season, with its rotations. */
export async function getOfficeAddresses(db: Db, year: number): Promise<OfficeAddress[]> {
  const rows = await db
    .select()
    .from(privateLinks)
    .where(and(eq(privateLinks.year, year), inArray(privateLinks.kind, ['school', 'scorer'])))
    .orderBy(asc(privateLinks.id));
  const found = new Map<string, OfficeAddress>();
  for (const row of rows) {
    const key = `${row.kind}:${row.subject}`;
    const seen = found.get(key);
    if (row.revokedAt === null)
      found.set(key, {
        id: row.id,
        kind: row.kind as 'school' | 'scorer',
        subject: row.subject,
        createdAt: row.createdAt,
        rotations: seen?.rotations ?? 0,
        rotatedAt: seen?.rotatedAt ?? null,
        openedAt: row.openedAt,
      });
    else
      found.set(key, {
        id: seen?.id ?? row.id,
        kind: row.kind as 'school' | 'scorer',
        subject: row.subject,
        createdAt: seen?.createdAt ?? row.createdAt,
        rotations: (seen?.rotations ?? 0) + 1,
        rotatedAt: row.revokedAt,
        openedAt: seen?.openedAt ?? null,
      });
  }
  return [...found.values()].sort(
    (a, b) => a.kind.localeCompare(b.kind) || a.subject.localeCompare(b.subject),
  );
}

export type OfficeRecord = {
  id: number;
  action: string;
  subject: string;
  seen: string | null;
  at: Date;
  by: string;
};

/** The office's newest actions, with the address that did each (`Director of Play 2026`). */
export async function getOfficeRecord(db: Db, limit = 20): Promise<OfficeRecord[]> {
  const rows = await db
    .select({ action: officeActions, year: privateLinks.year, kind: privateLinks.kind })
    .from(officeActions)
    .leftJoin(privateLinks, eq(privateLinks.id, officeActions.linkId))
    .orderBy(desc(officeActions.id))
    .limit(limit);
  return rows.map(({ action: a, year }) => ({
    id: a.id,
    action: a.action,
    subject: a.subject,
    seen: a.seen,
    at: a.createdAt,
    by: year ? `Director of Play ${year} (address ${a.linkId})` : `address ${a.linkId}`,
  }));
}

/** The season's zones, for each zone's workbook. */
export async function getOfficeZones(
  db: Db,
  year: number,
): Promise<{ code: string; name: string; competition: 'primary' | 'secondary' }[]> {
  const [season] = await db.select({ id: seasons.id }).from(seasons).where(eq(seasons.year, year));
  if (!season) return [];
  return db
    .select({ code: zones.code, name: zones.name, competition: zones.competition })
    .from(zones)
    .where(eq(zones.seasonId, season.id))
    .orderBy(asc(zones.position));
}

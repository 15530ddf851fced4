/** What the office's season page shows (docs/office.md): each competition's entry window and each zone's scorer. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { seasonEntries, seasons, zones } from '../schema';
import { COMPETITION_MODES, type CompetitionMode } from '@/lib/league/constants';

export type OfficeSeason = {
  year: number;
  windows: { mode: CompetitionMode; cutoff: string | null; commence: string | null }[];
  zones: { code: string; name: string; scorer: { name: string; email: string } | null }[];
};

export async function getOfficeSeason(db: Db, year: number): Promise<OfficeSeason | null> {
  const [season] = await db.select({ id: seasons.id }).from(seasons).where(eq(seasons.year, year));
  if (!season) return null;
  const [entries, zoneRows] = await Promise.all([
    db.select().from(seasonEntries).where(eq(seasonEntries.seasonId, season.id)),
    db.select().from(zones).where(eq(zones.seasonId, season.id)).orderBy(asc(zones.position)),
  ]);
  return {
    year,
    windows: COMPETITION_MODES.map((mode) => {
      const row = entries.find((e) => e.mode === mode);
      return { mode, cutoff: row?.cutoffDate ?? null, commence: row?.commenceDate ?? null };
    }),
    zones: zoneRows.map((z) => ({
      code: z.code,
      name: z.name,
      scorer: z.scorerName && z.scorerEmail ? { name: z.scorerName, email: z.scorerEmail } : null,
    })),
  };
}

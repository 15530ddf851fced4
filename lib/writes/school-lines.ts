/**
 * Each school's line in each season (lib/league/school-lines.ts), written whole by an import and brought up
 * to SCHOOL_LINES_VERSION when a store opens; a result's write places only its division's schools again
 * (lib/writes/publish.ts).
 */
import { eq, lt } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { schoolLines, seasons } from '@/lib/db/schema';
import { drawsOf } from '@/lib/db/queries/school-pages';
import type { SeasonDraws } from '@/lib/league/fixture-types';
import { SCHOOL_LINES_VERSION, schoolSeasonLines } from '@/lib/league/school-lines';
import type { Tx } from './match-rows';

/** Replaces a season's school lines; inside the import's transaction, or on opening a store whose lines are older. */
export async function writeSchoolLines(db: Db | Tx, seasonId: number, draws: SeasonDraws): Promise<void> {
  await db.delete(schoolLines).where(eq(schoolLines.seasonId, seasonId));
  const rows = schoolSeasonLines(draws).map(({ year: _year, ...line }) => ({ seasonId, ...line }));
  for (let i = 0; i < rows.length; i += 200) await db.insert(schoolLines).values(rows.slice(i, i + 200));
  await db.update(seasons).set({ schoolLinesVersion: SCHOOL_LINES_VERSION }).where(eq(seasons.id, seasonId));
}

/** Writes the school lines of every season stored before they existed or before their rules last changed. */
export async function refreshSchoolLines(db: Db | Tx): Promise<number> {
  const stale = await db
    .select({ id: seasons.id, year: seasons.year, homeWhiteBoards: seasons.homeWhiteBoards })
    .from(seasons)
    .where(lt(seasons.schoolLinesVersion, SCHOOL_LINES_VERSION));
  for (const season of stale) {
    const draws = await drawsOf(db, season);
    await db.transaction((tx) => writeSchoolLines(tx, season.id, draws));
  }
  return stale.length;
}

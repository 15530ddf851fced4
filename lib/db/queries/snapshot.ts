/** What the pages read of some seasons, before and after an import, to find the cache tags it changed. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { divisions, finalsGrids, roundRobinFinals, seasons } from '../schema';
import { getSeasons, getYearIndex } from './all-data';
import { getSchoolSnapshot } from './school-pages';
import type { SeasonSnapshot, StoreSnapshot } from '@/lib/cache/tags';

async function seasonSnapshot(db: Db, year: number): Promise<SeasonSnapshot | null> {
  const [season] = await db.select({ id: seasons.id, homeWhiteBoards: seasons.homeWhiteBoards }).from(seasons).where(eq(seasons.year, year));
  if (!season) return null;
  const [index, divisionRows, gridRows, roundRobin] = await Promise.all([
    getYearIndex(db, year),
    db.select().from(divisions).where(eq(divisions.seasonId, season.id)).orderBy(asc(divisions.position)),
    db.select().from(finalsGrids).where(eq(finalsGrids.seasonId, season.id)).orderBy(asc(finalsGrids.position)),
    db.select().from(roundRobinFinals).where(eq(roundRobinFinals.seasonId, season.id)),
  ]);
  const byZone: Record<string, unknown[]> = {};
  for (const { id: _id, seasonId: _season, ...row } of divisionRows) (byZone[row.zoneCode] ??= []).push(row);
  // The board colours are drawn on every zone and finals table.
  const zones = Object.fromEntries(Object.entries(byZone).map(([zone, rows]) => [zone, JSON.stringify([season.homeWhiteBoards, rows])]));
  const finals = JSON.stringify([
    season.homeWhiteBoards,
    gridRows.map(({ id: _id, seasonId: _season, ...row }) => row),
    roundRobin.map((row) => row.draw),
  ]);
  return { index: JSON.stringify(index), zones, finals, schools: await getSchoolSnapshot(db, year) };
}

export async function storeSnapshot(db: Db, years: readonly number[]): Promise<StoreSnapshot> {
  const [list, demo] = await Promise.all([getSeasons(db), db.select({ year: seasons.year }).from(seasons).where(eq(seasons.demo, true))]);
  const snapshot: StoreSnapshot = { seasons: JSON.stringify([list, demo]), years: {} };
  for (const year of new Set(years)) {
    const found = await seasonSnapshot(db, year);
    if (found) snapshot.years[year] = found;
  }
  return snapshot;
}

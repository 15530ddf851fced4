/**
 * The season index (lib/league/season-index.ts) from the store: the rows of one season, read with a
 * handful of indexed queries, and the one pure function that turns them into the index. The import's
 * own rows (bundleRows in ./bundles.ts) go through the same function in tests.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import {
  divisions,
  finalsGrids,
  regions,
  roundRobinFinals,
  seasonEntries,
  seasons,
  zones,
  type DivisionDraw,
  type FinalsGridBody,
} from '../schema';
import { COMPETITION_MODES, METROS, type CompetitionMode } from '@/lib/league/constants';
import type { RoundRobinFinals, SeasonHistory } from '@/lib/league/bundle';
import { gridWinner, playedSteps } from '@/lib/league/finals';
import { gridKey, type SeasonIndex, type SeasonSummary, type SeasonWinners } from '@/lib/league/season-index';
import { entryWindowOf } from './records';

type Stored<T> = Omit<T, 'id' | 'seasonId'>;
export type SeasonRow = Pick<
  typeof seasons.$inferSelect,
  'id' | 'year' | 'active' | 'published' | 'demo' | 'infoBlockHidden' | 'homeWhiteBoards' | 'history'
>;
export type EntryRow = Stored<typeof seasonEntries.$inferSelect>;
export type DivisionRow = Pick<
  typeof divisions.$inferSelect,
  'code' | 'name' | 'no' | 'zoneCode' | 'grade'
> & { draw: DivisionDraw | null };
export type GridRow = Pick<
  typeof finalsGrids.$inferSelect,
  'competition' | 'grade' | 'stage' | 'value' | 'division'
> & { grid: FinalsGridBody };

/** One season's rows, with the list of seasons and the active season's entry windows. */
export type SeasonRows = {
  year: number;
  /** Every season, by year. */
  seasons: SeasonRow[];
  entries: EntryRow[];
  activeEntries: EntryRow[];
  regions: Pick<typeof regions.$inferSelect, 'code' | 'name' | 'metro'>[];
  zones: Pick<
    typeof zones.$inferSelect,
    'code' | 'name' | 'regionCode' | 'competition' | 'scorerName' | 'scorerEmail'
  >[];
  /** In position order; `draw` is null when the draws were not read. */
  divisions: DivisionRow[];
  grids: GridRow[];
  /** The finals round robin, when the season has one (`draw` null when not read). */
  roundRobin: { draw: RoundRobinFinals | null } | null;
};

/** The seasons columns the index reads: not the notes and notices, which only their own season's pages show. */
const seasonRowColumns = {
  id: seasons.id,
  year: seasons.year,
  active: seasons.active,
  published: seasons.published,
  demo: seasons.demo,
  infoBlockHidden: seasons.infoBlockHidden,
  homeWhiteBoards: seasons.homeWhiteBoards,
  history: seasons.history,
};

export const seasonSummary = (
  row: Pick<SeasonRow, 'id' | 'year' | 'active' | 'published'>,
): SeasonSummary => ({ id: row.id, year: row.year, active: row.active, published: row.published });

const modeRecord = <T>(value: (mode: CompetitionMode) => T) =>
  Object.fromEntries(COMPETITION_MODES.map((mode) => [mode, value(mode)])) as Record<CompetitionMode, T>;

export function winnersOf(history: SeasonHistory): SeasonWinners {
  const secondary = history.metropolitan_secondary;
  return {
    primary: history.primary ?? null,
    metropolitanSecondary: {
      senior: secondary?.senior ?? null,
      intermediate: secondary?.intermediate ?? null,
      junior: secondary?.junior ?? null,
    },
    countrySecondary: history.country_secondary ?? null,
  };
}

/** The one conversion from the store's rows to the season index. */
export function seasonIndexOf(rows: SeasonRows): SeasonIndex {
  const season = rows.seasons.find((s) => s.year === rows.year);
  if (!season) throw new Error(`No season ${rows.year} among the rows`);
  const cutoff = (mode: CompetitionMode) => rows.entries.find((e) => e.mode === mode)?.cutoffDate ?? null;
  const activeEntry = (mode: CompetitionMode) => rows.activeEntries.find((e) => e.mode === mode);
  const regionMetro = new Map(rows.regions.map((r) => [r.code, r.metro]));

  const divisionsByZone: SeasonIndex['divisions'] = {};
  for (const d of rows.divisions)
    ((divisionsByZone[d.zoneCode] ??= {})[d.grade] ??= []).push({
      code: d.code,
      name: d.name,
      no: d.no,
    });

  const finals: SeasonIndex['finals'] = {};
  for (const g of rows.grids) {
    if (g.division) continue;
    const summary = {
      competition: g.competition,
      grade: g.grade,
      stage: g.stage,
      value: g.value,
      decided: gridWinner(g.grid) !== null,
      maxStep: playedSteps(g.grid),
    };
    finals[gridKey(summary.competition, summary.grade, summary.stage, summary.value)] = summary;
  }

  return {
    season: {
      ...seasonSummary(season),
      demo: season.demo,
      infoBlockHidden: season.infoBlockHidden,
      homeWhiteBoards: [...season.homeWhiteBoards],
      cutoffDates: modeRecord(cutoff),
    },
    seasons: rows.seasons.map(seasonSummary),
    regions: METROS.flatMap((metro) =>
      rows.regions.filter((r) => r.metro === metro).map((r) => ({ code: r.code, name: r.name, metro })),
    ),
    zones: rows.zones.map((z) => ({
      code: z.code,
      name: z.name,
      regionCode: z.regionCode,
      metro: regionMetro.get(z.regionCode) ?? 'metropolitan',
      competition: z.competition,
      scorer: z.scorerName && z.scorerEmail ? { name: z.scorerName, email: z.scorerEmail } : null,
    })),
    divisions: divisionsByZone,
    finals,
    roundRobinFinals: rows.roundRobin !== null,
    winners: Object.fromEntries(rows.seasons.map((s) => [s.year, winnersOf(s.history)])),
    entry: modeRecord((mode) => entryWindowOf(activeEntry(mode))),
  };
}

/** A season's rows; with `withDraws`, also every division's draw and the finals round robin. */
export async function readSeasonRows(
  db: Db,
  year: number,
  { withDraws }: { withDraws: boolean },
): Promise<SeasonRows | null> {
  const seasonRows = await db.select(seasonRowColumns).from(seasons).orderBy(asc(seasons.year));
  const season = seasonRows.find((s) => s.year === year);
  if (!season) return null;
  const active = seasonRows.find((s) => s.active) ?? season;
  const entryColumns = {
    mode: seasonEntries.mode,
    cutoffDate: seasonEntries.cutoffDate,
    commenceDate: seasonEntries.commenceDate,
    invitationActive: seasonEntries.invitationActive,
    priceCents: seasonEntries.priceCents,
  };
  const [entries, activeEntries, regionRows, zoneRows, divisionRows, grids, roundRobin] = await Promise.all([
    db.select(entryColumns).from(seasonEntries).where(eq(seasonEntries.seasonId, season.id)),
    db.select(entryColumns).from(seasonEntries).where(eq(seasonEntries.seasonId, active.id)),
    db.select().from(regions).where(eq(regions.seasonId, season.id)).orderBy(asc(regions.position)),
    db.select().from(zones).where(eq(zones.seasonId, season.id)).orderBy(asc(zones.position)),
    db
      .select({
        code: divisions.code,
        name: divisions.name,
        no: divisions.no,
        zoneCode: divisions.zoneCode,
        grade: divisions.grade,
        draw: withDraws ? divisions.draw : sql<null>`null`,
      })
      .from(divisions)
      .where(eq(divisions.seasonId, season.id))
      .orderBy(asc(divisions.position)),
    db
      .select({
        competition: finalsGrids.competition,
        grade: finalsGrids.grade,
        stage: finalsGrids.stage,
        value: finalsGrids.value,
        division: finalsGrids.division,
        grid: finalsGrids.grid,
      })
      .from(finalsGrids)
      .where(eq(finalsGrids.seasonId, season.id))
      .orderBy(asc(finalsGrids.position)),
    db
      .select({ draw: withDraws ? roundRobinFinals.draw : sql<null>`null` })
      .from(roundRobinFinals)
      .where(eq(roundRobinFinals.seasonId, season.id)),
  ]);
  return {
    year,
    seasons: seasonRows,
    entries,
    activeEntries,
    regions: regionRows,
    zones: zoneRows,
    divisions: divisionRows,
    grids,
    roundRobin: roundRobin[0] ?? null,
  };
}

/** The season index of `year`; null when no such season is stored. Reads no draw. */
export async function getSeasonIndex(db: Db, year: number): Promise<SeasonIndex | null> {
  const rows = await readSeasonRows(db, year, { withDraws: false });
  return rows && seasonIndexOf(rows);
}

/** Every season, by year: only the four columns the list needs, as every page's header reads it. */
export async function getSeasonSummaries(db: Db): Promise<SeasonSummary[]> {
  const { id, year, active, published } = seasonRowColumns;
  const rows = await db.select({ id, year, active, published }).from(seasons).orderBy(asc(seasons.year));
  return rows.map(seasonSummary);
}

/**
 * The store's rows as the league's records: one mapping each for a division, a finals grid and an entry
 * window, used by every read that hands them on (pages, school pages, the export, the contract's answers).
 */
import type { divisions, finalsGrids, seasonEntries } from '../schema';
import type { Division, FinalsGrid } from '@/lib/league/bundle';
import type { EntryWindow } from '@/lib/league/season-index';

export type DivisionRecordRow = Pick<
  typeof divisions.$inferSelect,
  'code' | 'name' | 'no' | 'zoneCode' | 'grade' | 'draw'
>;
export type GridRecordRow = Pick<
  typeof finalsGrids.$inferSelect,
  'competition' | 'grade' | 'stage' | 'value' | 'division' | 'grid'
>;
export type EntryWindowRow = Pick<
  typeof seasonEntries.$inferSelect,
  'cutoffDate' | 'commenceDate' | 'invitationActive' | 'priceCents'
>;

export function divisionOf(d: DivisionRecordRow): Division {
  return {
    code: d.code,
    name: d.name,
    no: d.no,
    zone: d.zoneCode,
    grade: d.grade,
    ...d.draw,
  };
}

/** A grid; `division` only on the grids under a zone page's division, as the bundle has it. */
export function gridOf(g: GridRecordRow): FinalsGrid {
  return {
    competition: g.competition,
    grade: g.grade,
    stage: g.stage,
    value: g.value,
    ...(g.division ? { division: g.division } : {}),
    ...g.grid,
  };
}

/** A mode's entry window; a mode the season has no row for is closed and free. */
export function entryWindowOf(row: EntryWindowRow | undefined): EntryWindow {
  return {
    open: row?.invitationActive ?? false,
    cutoff: row?.cutoffDate ?? null,
    commence: row?.commenceDate ?? null,
    priceCents: row?.priceCents ?? 0,
  };
}

/**
 * The stored season an import is compared with, read cheaply: each division and finals grid keeps a
 * fingerprint of itself as imported, so only the ones whose fingerprint differs from the bundle's are
 * read back; the others are equal to the bundle's by their fingerprint and are taken from it.
 */
import crypto from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { divisions, finalsGrids, seasons } from '../schema';
import type { SeasonBundle } from '@/lib/league/bundle';
import { gridId } from '@/lib/league/season-diff-finals';
import { divisionOf, exportSeason, gridOf } from './bundles';

/** JSON with its keys sorted, so equal data gives equal text whatever the order of its keys. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export function fingerprint(value: unknown): string {
  return crypto.createHash('sha256').update(stableJson(value)).digest('base64url');
}

export async function storedSeasonBefore(db: Db, bundle: SeasonBundle): Promise<SeasonBundle | null> {
  const season = await exportSeason(db, bundle.year, { withChanges: false, withDraws: false });
  if (!season) return null;
  const [{ id: seasonId }] = (await db.select({ id: seasons.id }).from(seasons).where(eq(seasons.year, bundle.year))) as [{ id: number }];
  const [divisionKeys, gridKeys] = await Promise.all([
    db.select({ id: divisions.id, code: divisions.code, fingerprint: divisions.fingerprint }).from(divisions).where(eq(divisions.seasonId, seasonId)).orderBy(asc(divisions.position)),
    db
      .select({ id: finalsGrids.id, competition: finalsGrids.competition, grade: finalsGrids.grade, stage: finalsGrids.stage, value: finalsGrids.value, division: finalsGrids.division, fingerprint: finalsGrids.fingerprint })
      .from(finalsGrids)
      .where(eq(finalsGrids.seasonId, seasonId))
      .orderBy(asc(finalsGrids.position)),
  ]);
  const newDivisions = new Map(bundle.divisions.map((d) => [d.code, d]));
  const newGrids = new Map(bundle.finals.map((g) => [gridId(g), g]));
  const same = <T>(found: T | undefined, stored: string | null): found is T => !!found && stored !== null && fingerprint(found) === stored;
  const divisionIds = divisionKeys.filter((k) => !same(newDivisions.get(k.code), k.fingerprint)).map((k) => k.id);
  const gridIds = gridKeys.filter((k) => !same(newGrids.get(gridId(k)), k.fingerprint)).map((k) => k.id);
  const [divisionRows, gridRows] = await Promise.all([
    divisionIds.length ? db.select().from(divisions).where(and(eq(divisions.seasonId, seasonId), inArray(divisions.id, divisionIds))) : [],
    gridIds.length ? db.select().from(finalsGrids).where(and(eq(finalsGrids.seasonId, seasonId), inArray(finalsGrids.id, gridIds))) : [],
  ]);
  const readDivisions = new Map(divisionRows.map((r) => [r.id, divisionOf(r)]));
  const readGrids = new Map(gridRows.map((r) => [r.id, gridOf(r)]));
  return {
    ...season,
    divisions: divisionKeys.map((k) => readDivisions.get(k.id) ?? newDivisions.get(k.code)!),
    finals: gridKeys.map((k) => readGrids.get(k.id) ?? newGrids.get(gridId(k))!),
  };
}

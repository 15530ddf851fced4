/**
 * The stored season an import is compared with, read cheaply: each division and finals grid keeps a
 * fingerprint of itself as imported, so only the ones whose fingerprint differs from the bundle's are
 * read back; the others are equal to the bundle's by their fingerprint and are taken from it.
 */
import crypto from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { divisions, finalsGrids, seasons } from '../schema';
import type { SeasonBundle } from '@/lib/league/bundle';
import { gridId } from '@/lib/league/season-diff-finals';
import { exportSeason } from './season-export';
import { divisionOf, gridOf } from './records';

const memo = new WeakMap<object, string>();

/**
 * A hash of a division or grid as imported. Checked bundles have their keys in the schema's order,
 * so equal data hashes alike; data whose keys come in another order only hashes differently, which
 * costs a read and a full comparison, never a missed change. Kept per object: an import hashes each
 * part once, for the comparison and for the row it writes.
 */
export function fingerprint(value: object): string {
  let found = memo.get(value);
  if (!found) {
    found = crypto.createHash('sha256').update(JSON.stringify(value)).digest('base64url');
    memo.set(value, found);
  }
  return found;
}

export async function storedSeasonBefore(db: Db, bundle: SeasonBundle): Promise<SeasonBundle | null> {
  const season = await exportSeason(db, bundle.year, { withChanges: false, withDraws: false });
  if (!season) return null;
  const [{ id: seasonId }] = (await db
    .select({ id: seasons.id })
    .from(seasons)
    .where(eq(seasons.year, bundle.year))) as [{ id: number }];
  // One query after another here too: an import reads this inside its transaction (one connection).
  const divisionKeys = await db
    .select({ id: divisions.id, code: divisions.code, fingerprint: divisions.fingerprint })
    .from(divisions)
    .where(eq(divisions.seasonId, seasonId))
    .orderBy(asc(divisions.position));
  const gridKeys = await db
    .select({
      id: finalsGrids.id,
      competition: finalsGrids.competition,
      grade: finalsGrids.grade,
      stage: finalsGrids.stage,
      value: finalsGrids.value,
      division: finalsGrids.division,
      fingerprint: finalsGrids.fingerprint,
    })
    .from(finalsGrids)
    .where(eq(finalsGrids.seasonId, seasonId))
    .orderBy(asc(finalsGrids.position));
  const newDivisions = new Map(bundle.divisions.map((d) => [d.code, d]));
  const newGrids = new Map(bundle.finals.map((g) => [gridId(g), g]));
  const same = <T extends object>(found: T | undefined, stored: string | null): found is T =>
    !!found && stored !== null && fingerprint(found) === stored;
  const divisionIds = divisionKeys
    .filter((k) => !same(newDivisions.get(k.code), k.fingerprint))
    .map((k) => k.id);
  const gridIds = gridKeys.filter((k) => !same(newGrids.get(gridId(k)), k.fingerprint)).map((k) => k.id);
  const divisionRows = divisionIds.length
    ? await db
        .select()
        .from(divisions)
        .where(and(eq(divisions.seasonId, seasonId), inArray(divisions.id, divisionIds)))
    : [];
  const gridRows = gridIds.length
    ? await db
        .select()
        .from(finalsGrids)
        .where(and(eq(finalsGrids.seasonId, seasonId), inArray(finalsGrids.id, gridIds)))
    : [];
  const readDivisions = new Map(divisionRows.map((r) => [r.id, divisionOf(r)]));
  const readGrids = new Map(gridRows.map((r) => [r.id, gridOf(r)]));
  return {
    ...season,
    divisions: divisionKeys.map((k) => readDivisions.get(k.id) ?? newDivisions.get(k.code)!),
    finals: gridKeys.map((k) => readGrids.get(k.id) ?? newGrids.get(gridId(k))!),
  };
}

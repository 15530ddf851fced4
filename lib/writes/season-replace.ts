/**
 * The season's own rows from a bundle (./season-import.ts): settings, zones, divisions, finals, schools and their
 * invitations, the change record, the school lines and calendar versions, in the import's transaction.
 */
import { eq, ne } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import {
  divisions,
  finalsGrids,
  invitations,
  regions,
  roundRobinFinals,
  schools,
  seasonChanges,
  seasonEntries,
  seasons,
  zones,
} from '@/lib/db/schema';
import { bundleRows } from '@/lib/db/queries/bundles';
import type { SeasonBundle } from '@/lib/league/bundle';
import type { ChangeRecord } from '@/lib/league/bundle-news';
import { seasonDrawsOf } from '@/lib/league/school-fixtures';
import { recordMatchVersions } from './calendar-versions';
import { writeSchoolLines } from './school-lines';
import type { Tx } from './match-rows';

/** Records from a bundle join the stored ones; one already stored (same time) is kept as it is. */
async function mergeRecords(tx: Tx, year: number, records: readonly ChangeRecord[]) {
  for (let i = 0; i < records.length; i += 100)
    await tx
      .insert(seasonChanges)
      .values(records.slice(i, i + 100).map((r) => ({ year, at: new Date(r.at), items: r.items })))
      .onConflictDoNothing();
}

/** The season's rows replaced by the bundle's (its id kept). */
export async function replaceSeason(
  tx: Tx,
  bundle: SeasonBundle,
  record: ChangeRecord | null,
): Promise<{ seasonId: number; replaced: boolean }> {
  const rows = bundleRows(bundle);
  await mergeRecords(tx, bundle.year, [...(bundle.changes ?? []), ...(record ? [record] : [])]);
  const previous = await tx.select({ id: seasons.id }).from(seasons).where(eq(seasons.year, bundle.year));
  if (previous.length) await tx.delete(seasons).where(eq(seasons.year, bundle.year));
  if (bundle.active) await tx.update(seasons).set({ active: false }).where(ne(seasons.year, bundle.year));
  const [season] = await tx
    .insert(seasons)
    // A replaced season keeps its id, which pages and the contract show (season_id).
    .values({ ...(previous[0] ? { id: previous[0].id } : {}), ...rows.season })
    .returning({ id: seasons.id });
  const seasonId = season!.id;
  const ofSeason = <T>(list: T[]) => list.map((row) => ({ seasonId, ...row }));
  await tx.insert(seasonEntries).values(ofSeason(rows.entries));
  if (rows.regions.length) await tx.insert(regions).values(ofSeason(rows.regions));
  if (rows.zones.length) await tx.insert(zones).values(ofSeason(rows.zones));
  for (let i = 0; i < rows.divisions.length; i += 100)
    await tx.insert(divisions).values(ofSeason(rows.divisions.slice(i, i + 100)));
  for (let i = 0; i < rows.grids.length; i += 100)
    await tx.insert(finalsGrids).values(ofSeason(rows.grids.slice(i, i + 100)));
  if (rows.roundRobin) await tx.insert(roundRobinFinals).values({ seasonId, draw: rows.roundRobin });
  const schoolIds = new Map<number, number>();
  for (let i = 0; i < rows.schools.length; i += 500) {
    const made = await tx
      .insert(schools)
      .values(ofSeason(rows.schools.slice(i, i + 500)))
      .returning({ id: schools.id, position: schools.position });
    for (const row of made) schoolIds.set(row.position, row.id);
  }
  const invites = rows.invitations.map(({ school, ...invite }) => ({
    schoolId: schoolIds.get(school)!,
    ...invite,
  }));
  for (let i = 0; i < invites.length; i += 500)
    await tx.insert(invitations).values(invites.slice(i, i + 500));
  await writeSchoolLines(tx as unknown as Db, seasonId, seasonDrawsOf(bundle));
  await recordMatchVersions(tx, bundle);
  return { seasonId, replaced: previous.length > 0 };
}

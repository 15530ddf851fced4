/**
 * The draw maker's writes: the proposal's divisions into the unpublished season (the command line), or one zone's
 * divisions into the season (the office), through the season import.
 */
import type { Db } from '@/lib/db/types';
import { exportSeason } from '@/lib/db/queries/season-export';
import { checkBundle, type Division, type SeasonBundle } from '@/lib/league/bundle';
import type { Proposal } from '@/lib/league/draw/propose';
import { importSeason, type ImportOutcome } from './season-import';

export type DraftWrite = { ok: true; outcome: ImportOutcome } | { ok: false; errors: string[] };

/**
 * The season with these divisions in place of the drawn zones' round-robin divisions (every zone's when `zone` is
 * not given), checked whole and imported; country secondary knock-outs are not the draw maker's, so they stay.
 */
async function importWithDivisions(
  db: Db,
  season: SeasonBundle,
  divisions: Division[],
  zone?: string,
): Promise<DraftWrite> {
  const kept = season.divisions.filter(
    (d) => d.grade === 'country' || (zone !== undefined && d.zone !== zone),
  );
  const checked = checkBundle({ ...season, divisions: [...kept, ...divisions], changes: undefined });
  if (!checked.ok) return { ok: false, errors: checked.errors };
  return { ok: true, outcome: await importSeason(db, checked.bundle) };
}

/** The proposal's divisions into the unpublished season; everything else of the season stays as it was. */
export async function saveDraftDraw(
  db: Db,
  season: SeasonBundle,
  proposal: Proposal,
  zone?: string,
): Promise<DraftWrite> {
  if (season.published)
    return { ok: false, errors: [`Season ${season.year} is published: the draw maker writes only a draft.`] };
  const proposed = proposal.zones.flatMap((z) => z.divisions.map((d) => d.division));
  return importWithDivisions(db, { ...season, published: false }, proposed, zone);
}

/** One zone's divisions, as the office publishes them, into the season as it is now (published or not). */
export async function importZoneDivisions(
  db: Db,
  year: number,
  zone: string,
  divisions: Division[],
): Promise<DraftWrite & { published?: boolean }> {
  const season = await exportSeason(db, year, { withChanges: false });
  if (!season) return { ok: false, errors: [`There is no season ${year}.`] };
  const written = await importWithDivisions(db, season, divisions, zone);
  return { ...written, published: season.published };
}

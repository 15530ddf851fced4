/** The draw maker's reads and its one write: a season's entry requests and zones in, a draft season out. */
import { desc, lt } from 'drizzle-orm';
import type { Db } from '../client';
import { seasons } from '../schema';
import { exportSeason, importSeason, type ImportOutcome } from './bundles';
import type { StoredEntry } from './entries';
import { getCurrentEntryRequests } from './entry-versions';
import { checkBundle, type SeasonBundle } from '@/lib/league/bundle';
import type { EntryTeams, Proposal } from '@/lib/league/draw/propose';

export type DrawStoreInputs = {
  season: SeasonBundle;
  lastSeason: SeasonBundle | null;
  entries: EntryTeams[];
};

/** A stored request's teams per grade field (absent or odd values count as none). */
export function entryTeamsOf(row: Pick<StoredEntry, 'id' | 'schoolName' | 'mode' | 'request'>): EntryTeams {
  const teams = (row.request as { teams?: Record<string, unknown> }).teams ?? {};
  const counts = Object.fromEntries(
    Object.entries(teams).map(([k, v]) => [k, Number.isInteger(v) && (v as number) > 0 ? (v as number) : 0]),
  );
  return { id: row.id, school: row.schoolName, mode: row.mode, teams: counts };
}

/** The season to draw, the newest season before it and its entry requests; null when the year is not stored. */
export async function getDrawInputs(db: Db, year: number): Promise<DrawStoreInputs | null> {
  const season = await exportSeason(db, year, { withChanges: false });
  if (!season) return null;
  const [before] = await db
    .select({ year: seasons.year })
    .from(seasons)
    .where(lt(seasons.year, year))
    .orderBy(desc(seasons.year))
    .limit(1);
  const [lastSeason, rows] = await Promise.all([
    before ? exportSeason(db, before.year, { withChanges: false }) : null,
    getCurrentEntryRequests(db, year),
  ]);
  return { season, lastSeason, entries: rows.map(entryTeamsOf) };
}

export type DraftWrite = { ok: true; outcome: ImportOutcome } | { ok: false; errors: string[] };

/**
 * Writes the proposal's divisions into the unpublished season, in place of the drawn zones' divisions (all
 * the season's round-robin divisions when every zone was drawn); everything else of the season stays as it was.
 */
export async function saveDraftDraw(
  db: Db,
  season: SeasonBundle,
  proposal: Proposal,
  zone?: string,
): Promise<DraftWrite> {
  if (season.published)
    return { ok: false, errors: [`Season ${season.year} is published: the draw maker writes only a draft.`] };
  const proposed = proposal.zones.flatMap((z) => z.divisions.map((d) => d.division));
  // Country secondary knock-outs are not the draw maker's, so they stay.
  const kept = season.divisions.filter(
    (d) => d.grade === 'country' || (zone !== undefined && d.zone !== zone),
  );
  const draft = { ...season, published: false, divisions: [...kept, ...proposed], changes: undefined };
  const checked = checkBundle(draft);
  if (!checked.ok) return { ok: false, errors: checked.errors };
  return { ok: true, outcome: await importSeason(db, checked.bundle) };
}

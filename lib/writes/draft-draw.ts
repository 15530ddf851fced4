/** The draw maker's one write: the proposal's divisions into the unpublished season, through the season import. */
import type { Db } from '@/lib/db/types';
import { checkBundle, type SeasonBundle } from '@/lib/league/bundle';
import type { Proposal } from '@/lib/league/draw/propose';
import { importSeason, type ImportOutcome } from './season-import';

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

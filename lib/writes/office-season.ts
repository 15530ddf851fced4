/**
 * The season's settings in the league's office (docs/office.md): each competition's entry window (when entries
 * close, when play starts) and each zone's scorer (name and mail address). Both are the season's own data, so
 * they change through the season import, serialised with every other write: the change log and the caches
 * follow from it. Each write names the values the official saw; a value changed since is refused.
 */
import type { Db } from '@/lib/db/types';
import { exportSeason } from '@/lib/db/queries/season-export';
import type { SeasonChanges } from '@/lib/db/command-result';
import { checkBundle, scorerSchema, type SeasonBundle } from '@/lib/league/bundle';
import type { CompetitionMode } from '@/lib/league/constants';
import { importSeason } from './season-import';
import { recordOfficeAction } from './office';

export const SEASON_REFUSALS = ['season-changed', 'season-invalid', 'dates-order', 'scorer-invalid'] as const;
export type SeasonRefusal = (typeof SEASON_REFUSALS)[number];
export type SeasonOutcome =
  { ok: true; changed: SeasonChanges[] } | { ok: false; refused: SeasonRefusal; message: string };

const refuse = (refused: SeasonRefusal, message: string): SeasonOutcome => ({ ok: false, refused, message });
const SEEN_CHANGED = 'That changed since you opened the page: nothing was changed.';

/** Applies `edit` to the season as stored and imports it; `edit` answers a refusal or null to go on. */
async function changeSeason(
  db: Db,
  year: number,
  edit: (season: SeasonBundle) => SeasonOutcome | null,
): Promise<SeasonOutcome> {
  const season = await exportSeason(db, year, { withChanges: false });
  if (!season) return refuse('season-invalid', `There is no season ${year}.`);
  const refused = edit(season);
  if (refused) return refused;
  const checked = checkBundle({ ...season, changes: undefined });
  if (!checked.ok) return refuse('season-invalid', checked.errors.join(' '));
  const outcome = await importSeason(db, checked.bundle);
  return { ok: true, changed: [{ year, changes: outcome.changes }] };
}

export type EntryDates = { cutoff: string | null; commence: string | null };

/** A competition's entry window: entries close on `cutoff`, play starts on `commence` (null: to be announced). */
export async function setEntryDates(
  db: Db,
  linkId: number,
  year: number,
  mode: CompetitionMode,
  dates: EntryDates,
  seen: EntryDates,
): Promise<SeasonOutcome> {
  if (dates.cutoff && dates.commence && dates.cutoff > dates.commence)
    return refuse('dates-order', 'Entries must close before play begins.');
  const outcome = await changeSeason(db, year, (season) => {
    const window = season.entry[mode];
    if (window.cutoff_date !== seen.cutoff || window.commence_date !== seen.commence)
      return refuse('season-changed', SEEN_CHANGED);
    window.cutoff_date = dates.cutoff;
    window.commence_date = dates.commence;
    return null;
  });
  if (outcome.ok)
    await recordOfficeAction(db, {
      linkId,
      action: 'entry-dates',
      subject: `${mode} ${year}: entries close ${dates.cutoff ?? 'TBA'}, play begins ${dates.commence ?? 'TBA'}`,
      seen: `${seen.cutoff ?? 'TBA'} / ${seen.commence ?? 'TBA'}`,
    });
  return outcome;
}

export type ZoneScorer = { name: string; email: string } | null;

/** A zone's scorer: the name the public pages show and the address the desk's and the digest's mail go to. */
export async function setZoneScorer(
  db: Db,
  linkId: number,
  year: number,
  zone: string,
  scorer: ZoneScorer,
  seen: ZoneScorer,
): Promise<SeasonOutcome> {
  if (scorer && !scorerSchema.safeParse(scorer).success)
    return refuse('scorer-invalid', 'A scorer needs a name and a working mail address.');
  const same = (a: ZoneScorer, b: ZoneScorer) =>
    (a?.name ?? '') === (b?.name ?? '') && (a?.email ?? '') === (b?.email ?? '');
  const outcome = await changeSeason(db, year, (season) => {
    const record = season.zones.find((z) => z.code === zone);
    if (!record) return refuse('season-invalid', `Season ${year} has no zone ${zone}.`);
    if (!same(record.scorer ?? null, seen)) return refuse('season-changed', SEEN_CHANGED);
    if (scorer) record.scorer = scorer;
    else delete record.scorer;
    return null;
  });
  if (outcome.ok)
    await recordOfficeAction(db, {
      linkId,
      action: 'zone-scorer',
      subject: `${zone} ${year}: ${scorer ? `${scorer.name} <${scorer.email}>` : 'no scorer'}`,
      seen: seen ? `${seen.name} <${seen.email}>` : 'no scorer',
    });
  return outcome;
}

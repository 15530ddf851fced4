/**
 * The one before/after comparison of an import, typed, with the site parts each change touches: cache tags
 * and the change record derive from it. Every difference yields a change, so nothing shown changes unnoticed;
 * ones without words for coordinators are quiet `other` changes.
 */
import { same } from './same-data';
import type { Division, FinalsGrid, SeasonBundle, Team } from './bundle';
import type { Competition } from './constants';
import type { SeasonChange, SitePart, Where } from './season-change';
import { COMPETITION_MODES } from './constants';
import { diffDraw } from './season-diff-draw';
import { diffGrid, gridId } from './season-diff-finals';
import { noticeParts } from './notices';
import { withSchoolParts } from './season-diff-schools';

/** The change record's group for the country secondary finals round robin. */
export const ROUND_ROBIN_FINALS_GROUP = 'Country secondary finals';

export {
  QUIET_KINDS,
  isRecorded,
  type ChangeDetail,
  type ChangeKind,
  type SeasonChange,
  type SitePart,
  type Score,
} from './season-change';

const divisionSummary = (d: Division) => [d.code, d.name, d.no, d.zone, d.grade];

function diffDivision(
  old: Division | undefined,
  now: Division | undefined,
  zones: Map<string, Competition>,
): SeasonChange[] {
  const division = (now ?? old)!;
  const zoneParts = [...new Set([old?.zone, now?.zone])]
    .filter((z): z is string => !!z)
    .map((z) => `zone:${z}` as const);
  const summaryChanged = !same(old && divisionSummary(old), now && divisionSummary(now));
  const parts: SitePart[] = [...zoneParts, ...(summaryChanged ? ['index' as const] : [])];
  const where: Where = {
    group: division.code,
    competition: zones.get(division.zone),
    zone: division.zone,
    teams: [],
    parts,
  };
  if (!old)
    return [{ ...where, teams: teamNames(division.teams), kind: 'division-added', name: division.name }];
  if (!now)
    return [{ ...where, teams: teamNames(division.teams), kind: 'division-removed', name: division.name }];
  if (same(old, now)) return [];
  const changes = diffDraw(old, now).map((c): SeasonChange => ({ ...where, ...c }));
  const { teams: _oldTeams, rounds: _oldRounds, ...oldRest } = old;
  const { teams: _newTeams, rounds: _newRounds, ...newRest } = now;
  if (!changes.length || !same(oldRest, newRest))
    changes.push({ ...where, kind: 'other', what: `division ${division.code}` });
  return changes;
}

function diffEntry(before: SeasonBundle, after: SeasonBundle): SeasonChange[] {
  const changes: SeasonChange[] = [];
  const parts: SitePart[] = ['index', ...(after.active || before.active ? (['seasons'] as const) : [])];
  for (const mode of COMPETITION_MODES) {
    const [old, now] = [before.entry[mode], after.entry[mode]];
    const where: Where = {
      group: '',
      competition: mode.endsWith('primary') ? 'primary' : 'secondary',
      teams: [],
      parts,
    };
    if (old.cutoff_date !== now.cutoff_date)
      changes.push({
        ...where,
        kind: 'entry-date-changed',
        mode,
        field: 'cutoff',
        from: old.cutoff_date,
        to: now.cutoff_date,
      });
    if (old.commence_date !== now.commence_date)
      changes.push({
        ...where,
        kind: 'entry-date-changed',
        mode,
        field: 'commence',
        from: old.commence_date,
        to: now.commence_date,
      });
    if (old.price !== now.price)
      changes.push({ ...where, kind: 'fee-changed', mode, from: old.price, to: now.price });
    if (old.invitation_active !== now.invitation_active)
      changes.push({ ...where, kind: 'other', what: `entries for ${mode}` });
  }
  return changes;
}

function diffScorers(before: SeasonBundle, after: SeasonBundle): SeasonChange[] {
  const old = new Map(before.zones.map((z) => [z.code, z]));
  return after.zones.flatMap((zone): SeasonChange[] => {
    const was = old.get(zone.code);
    if (!was || same(was.scorer, zone.scorer)) return [];
    const where: Where = {
      group: zone.name,
      competition: zone.competition,
      zone: zone.code,
      teams: [],
      parts: ['index', `zone:${zone.code}`],
    };
    return [{ ...where, kind: 'scorer-changed', name: zone.scorer?.name ?? null }];
  });
}

function byKey<T>(items: readonly T[], key: (item: T) => string): Map<string, T> {
  return new Map(items.map((item) => [key(item), item]));
}

function allZoneParts(before: SeasonBundle, after: SeasonBundle): SitePart[] {
  return [...new Set([...before.zones, ...after.zones].map((z) => `zone:${z.code}` as const))];
}

export function diffSeasons(before: SeasonBundle | null, after: SeasonBundle): SeasonChange[] {
  const everything: SitePart[] = ['seasons', 'index', 'finals', ...allZoneParts(after, after)];
  if (!before)
    return withSchoolParts(
      [{ kind: 'season-added', group: '', teams: [], parts: everything }],
      before,
      after,
    );
  const changes: SeasonChange[] = [];
  const quiet = (what: string, parts: SitePart[]) =>
    changes.push({ kind: 'other', what, group: '', teams: [], parts });

  if (before.active !== after.active || before.published !== after.published || before.demo !== after.demo)
    quiet('season flags', ['seasons', 'index']);
  // The board colours are drawn on every zone and finals table.
  if (!same(before.home_white_boards, after.home_white_boards))
    quiet('board colours', ['index', 'finals', ...allZoneParts(before, after)]);
  changes.push(...diffEntry(before, after));
  changes.push(...diffScorers(before, after));
  const scorerless = (b: SeasonBundle) => [
    b.info_block_hidden,
    b.regions,
    b.zones.map(({ scorer: _s, ...z }) => z),
    b.history,
  ];
  if (!same(scorerless(before), scorerless(after)))
    quiet('regions, zones or history', ['index', ...allZoneParts(before, after)]);

  const zones = new Map([...before.zones, ...after.zones].map((z) => [z.code, z.competition]));
  const oldDivisions = byKey(before.divisions, (d) => d.code);
  const newDivisions = byKey(after.divisions, (d) => d.code);
  for (const code of new Set([...oldDivisions.keys(), ...newDivisions.keys()])) {
    changes.push(...diffDivision(oldDivisions.get(code), newDivisions.get(code), zones));
  }
  if (
    !same(
      before.divisions.map((d) => d.code),
      after.divisions.map((d) => d.code),
    ) &&
    !changes.some((c) => c.kind === 'division-added' || c.kind === 'division-removed')
  ) {
    quiet('division order', ['index', ...allZoneParts(before, after)]);
  }

  const names = new Map(
    [...before.regions, ...after.regions, ...before.zones, ...after.zones].map((r) => [r.code, r.name]),
  );
  const oldGrids = byKey(before.finals, gridId);
  const newGrids = byKey(after.finals, gridId);
  // Zone finals and the finals under a division are shown (and their changes listed) on the zone's page.
  const divisionZone = new Map([...before.divisions, ...after.divisions].map((d) => [d.code, d.zone]));
  const zoneOf = (g: FinalsGrid) =>
    g.division ? divisionZone.get(g.division) : g.stage === 'zone' ? g.value : undefined;
  for (const id of new Set([...oldGrids.keys(), ...newGrids.keys()])) {
    changes.push(...diffGrid(oldGrids.get(id), newGrids.get(id), names, zoneOf));
  }
  if (
    !same(before.finals.map(gridId), after.finals.map(gridId)) &&
    !changes.some((c) => c.parts.includes('finals'))
  )
    quiet('finals order', ['finals', 'index']);

  if (!same(before.round_robin_finals, after.round_robin_finals)) {
    const where: Where = {
      group: ROUND_ROBIN_FINALS_GROUP,
      competition: 'secondary',
      teams: [],
      parts: ['finals', 'index'],
    };
    const [old, now] = [before.round_robin_finals, after.round_robin_finals];
    const found = old && now ? diffDraw(old, now).map((c): SeasonChange => ({ ...where, ...c })) : [];
    changes.push(
      ...(found.length && same(old?.notes, now?.notes)
        ? found
        : [...found, { ...where, kind: 'other' as const, what: 'round robin finals' }]),
    );
  }
  if (!same(before.schools, after.schools)) quiet('schools', ['season', 'schools']);
  if (!same(before.notes, after.notes)) quiet('season notes', ['index']);
  if (!same(before.notices ?? [], after.notices ?? [])) quiet('notices', noticeParts(before, after));
  return withSchoolParts(changes, before, after);
}

/** Team names with their schools, for the school pages' filter. */
export function teamNames(teams: readonly Pick<Team, 'name' | 'school'>[]): string[] {
  return teams.flatMap((t) => (t.school ? [t.name, t.school] : [t.name]));
}

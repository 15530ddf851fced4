/** What changed in one finals grid: its entrants, step dates and results. */
import { same } from './same-data';
import type { FinalsGrid, FinalsMatch } from './bundle';
import { GRADE_NAMES } from './constants';
import { decideMatch, gridWinner, playedSteps } from './finals';
import { diffTeams, withSchool } from './season-diff-draw';
import type { SeasonChange, SitePart } from './season-change';

/** A grid's identity in its season: competition, grade, stage, value and the division it hangs under. */
export function gridId(grid: {
  competition: string;
  grade: string;
  stage: string;
  value: string;
  division?: string | null;
}): string {
  return [grid.competition, grid.grade, grid.stage, grid.value, grid.division ?? ''].join('/');
}

/** `Met East region Championship final`, as the change record names a grid. */
export function gridLabel(
  grid: Pick<FinalsGrid, 'grade' | 'stage' | 'value' | 'division'>,
  names: ReadonlyMap<string, string>,
): string {
  const grade = GRADE_NAMES[grid.grade];
  if (grid.division) return `${grid.division} ${grade} final`;
  switch (grid.stage) {
    case 'zone':
      return `${names.get(grid.value) ?? grid.value} zone ${grade} final`;
    case 'region':
      return `${names.get(grid.value) ?? grid.value} region ${grade} final`;
    case 'interregion':
      return `${grid.value === 'country' ? 'Country' : 'Metropolitan'} ${grade} final`;
    case 'intermetropolitan':
      return `Metro v country ${grade} final`;
  }
}

/** What the season's index carries of a grid (the contract's finals codes): grids under a division are not listed. */
const indexFacts = (grid: FinalsGrid | undefined) =>
  grid && !grid.division ? [gridWinner(grid) !== null, playedSteps(grid)] : null;

export function diffGrid(
  old: FinalsGrid | undefined,
  now: FinalsGrid | undefined,
  names: ReadonlyMap<string, string>,
  zoneOf: (grid: FinalsGrid) => string | undefined,
): SeasonChange[] {
  const grid = (now ?? old)!;
  const zone = zoneOf(grid);
  const parts: SitePart[] = [
    'finals',
    ...(same(indexFacts(old), indexFacts(now)) ? [] : (['index'] as const)),
    ...(zone ? [`zone:${zone}` as const] : []),
  ];
  const where = { group: gridLabel(grid, names), competition: grid.competition, zone, parts };
  if (!old || !now)
    return [
      {
        ...where,
        teams: grid.entrants.map((e) => e.name),
        kind: 'other',
        what: `finals grid ${gridId(grid)}`,
      },
    ];
  if (same(old, now)) return [];
  const changes: SeasonChange[] = diffTeams(old.entrants, now.entrants).map((c) => ({ ...where, ...c }));
  const entrant = new Map([...old.entrants, ...now.entrants].map((e) => [e.no, e]));
  const nameOf = (no: FinalsMatch['home'] | FinalsMatch['away']) =>
    typeof no === 'number' ? (entrant.get(no)?.name ?? String(no)) : no;
  const teamsOf = (m: FinalsMatch) =>
    [m.home, m.away].flatMap((no) => (typeof no === 'number' ? withSchool(entrant.get(no)) : []));
  let matched = true;
  now.steps.forEach((step, s) => {
    const was = old.steps[s];
    if (!was) return;
    if (was.date !== step.date) {
      changes.push({
        ...where,
        teams: step.matches.flatMap(teamsOf),
        kind: 'finals-moved',
        step: step.name,
        from: was.date,
        to: step.date,
      });
    }
    step.matches.forEach((match, m) => {
      const before = was.matches[m];
      if (!before || before.home !== match.home || before.away !== match.away) {
        matched = false;
        return;
      }
      if (same(before.result ?? null, match.result ?? null)) return;
      const { winner } = decideMatch(match);
      if (!before.result && match.result && winner !== null) {
        const score =
          winner === match.home ? match.result : { home: match.result.away, away: match.result.home };
        changes.push({
          ...where,
          teams: teamsOf(match),
          kind: 'finals-decided',
          step: step.name,
          winner: nameOf(winner),
          score: { home: score.home, away: score.away },
        });
      } else {
        const toScore = (r: typeof match.result) => (r ? { home: r.home, away: r.away } : null);
        changes.push({
          ...where,
          teams: teamsOf(match),
          kind: 'result-corrected',
          round: null,
          home: nameOf(match.home),
          away: nameOf(match.away),
          was: toScore(before.result),
          now: toScore(match.result),
        });
      }
    });
  });
  const { entrants: _e1, steps: _s1, ...oldRest } = old;
  const { entrants: _e2, steps: _s2, ...newRest } = now;
  if (!changes.length || !matched || old.steps.length !== now.steps.length || !same(oldRest, newRest)) {
    changes.push({ ...where, teams: [], kind: 'other', what: `finals grid ${gridId(grid)}` });
  }
  return changes;
}

/**
 * A short, made-up history of changes for each demo season, so a newcomer sees the change record at
 * work: a team renamed, a round moved, a round's results posted. Each step is undone from the built
 * season to get the season as it stood before; the records are then what the import's own comparison
 * (season-diff, change-text) finds between one state and the next, at fixed times (never the clock).
 * The seasons are marked demo, and the pages that show their changes say these are examples.
 */
import type { SeasonBundle } from '../../lib/league/bundle';
import type { ChangeRecord } from '../../lib/league/bundle-news';
import { recordOf } from '../../lib/league/change-text';
import { diffSeasons } from '../../lib/league/season-diff';

type Step = { at: string; undo: (season: SeasonBundle) => void };

function divisionOf(season: SeasonBundle, code: string) {
  const division = season.divisions.find((d) => d.code === code);
  if (!division) throw new Error(`demo history: no division ${code} in ${season.year}`);
  return division;
}

function roundOf(season: SeasonBundle, code: string, n: number) {
  const round = divisionOf(season, code).rounds.find((r) => r.n === n);
  if (!round) throw new Error(`demo history: no round ${n} in ${code}`);
  return round;
}

/** The team had another name until `at`. */
const renamed = (at: string, code: string, name: string, was: string): Step => ({
  at,
  undo: (season) => {
    const team = divisionOf(season, code).teams.find((t) => t.name === name);
    if (!team) throw new Error(`demo history: no team ${name} in ${code}`);
    team.name = was;
  },
});

/** The round was first set for another day. */
const moved = (at: string, code: string, n: number, was: string): Step => ({
  at,
  undo: (season) => {
    roundOf(season, code, n).date = was;
  },
});

/** The round's results arrived at `at`. */
const resultsPosted = (at: string, code: string, n: number): Step => ({
  at,
  undo: (season) => {
    for (const pairing of roundOf(season, code, n).pairings) delete pairing.result;
  },
});

const HISTORY: Record<number, Step[]> = {
  2025: [
    renamed('2025-04-22T23:00:00.000Z', 'SU2', 'St Francis de Sales A', 'St Francis de Sales'),
    moved('2025-04-24T01:30:00.000Z', 'SN1', 1, '2025-04-25'),
    resultsPosted('2025-06-15T08:00:00.000Z', 'EC2', 7),
  ],
  2026: [
    renamed('2026-04-20T23:00:00.000Z', 'PA3', 'Carlingford West B', 'Carlingford West'),
    moved('2026-04-22T01:30:00.000Z', 'SE1', 1, '2026-04-24'),
    resultsPosted('2026-06-14T08:00:00.000Z', 'PA2', 7),
  ],
};

/** The season with its made-up change record, oldest first, as an export writes it. */
export function withDemoHistory(season: SeasonBundle): SeasonBundle {
  const steps = HISTORY[season.year] ?? [];
  // states[i] is the season before step i; the last is the season as built.
  const states = [season];
  for (const step of [...steps].reverse()) {
    const before = structuredClone(states[0]!);
    step.undo(before);
    states.unshift(before);
  }
  const changes = steps.map((step, i): ChangeRecord => {
    const record = recordOf(diffSeasons(states[i]!, states[i + 1]!), new Date(step.at));
    if (!record) throw new Error(`demo history: the step at ${step.at} changes nothing in ${season.year}`);
    return record;
  });
  return changes.length ? { ...season, changes } : season;
}

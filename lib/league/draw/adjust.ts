/**
 * The official's changes to a zone's proposed draw (the league's office, docs/office.md): a team moved to
 * another division of the zone, or two teams swapped, and what the draft then meets. Pure, like the proposal.
 */
import type { Division, ZoneRecord } from '../bundle';
import type { SizeLimits } from './divisions';
import { divisionReport, drawnDivision } from './propose';

/** What a redrawn division takes of its zone: its code and name. */
export type DraftZone = Pick<ZoneRecord, 'code' | 'name'>;
export type DraftChange = { kind: 'move'; team: string; to: string } | { kind: 'swap'; a: string; b: string };
export type Adjusted = { ok: true; divisions: Division[]; text: string } | { ok: false; message: string };

const playing = (d: Division) => d.teams.filter((t) => !t.bye);
const divisionOf = (divisions: readonly Division[], team: string) =>
  divisions.find((d) => playing(d).some((t) => t.name === team));

/** The zone's round dates: those of its division with the most rounds (all share the zone's dates). */
function zoneDates(divisions: readonly Division[]): (string | null)[] {
  const longest = [...divisions].sort((a, b) => b.rounds.length - a.rounds.length)[0];
  return longest?.rounds.map((r) => r.date ?? null) ?? [];
}

/** A division drawn again with these teams: numbered afresh, its table and dates. */
function redrawn(zone: DraftZone, division: Division, teams: Division['teams'], dates: (string | null)[]) {
  const drawTeams = teams.map((t) => ({ name: t.name, school: t.school ?? '' }));
  return drawnDivision(zone, division.grade, division.no, drawTeams, dates).division;
}

function move(zone: DraftZone, divisions: readonly Division[], team: string, to: string): Adjusted {
  const from = divisionOf(divisions, team);
  const target = divisions.find((d) => d.code === to);
  if (!from) return { ok: false, message: `${team} is not in this draft.` };
  if (!target) return { ok: false, message: `The draft has no division ${to}.` };
  if (target === from) return { ok: false, message: `${team} is already in ${to}.` };
  const left = playing(from).filter((t) => t.name !== team);
  if (left.length < 2)
    return {
      ok: false,
      message: `${from.code} would be left with ${left.length === 1 ? `one team, ${left[0]!.name}` : 'no team'}: move it as well, or swap two teams instead.`,
    };
  const moved = playing(from).find((t) => t.name === team)!;
  const dates = zoneDates(divisions);
  const changed = new Map([
    [from.code, redrawn(zone, from, left, dates)],
    [target.code, redrawn(zone, target, [...playing(target), moved], dates)],
  ]);
  return {
    ok: true,
    divisions: divisions.map((d) => changed.get(d.code) ?? d),
    text: `${team} moved from ${from.code} to ${target.code}; both divisions were numbered again.`,
  };
}

function swap(divisions: readonly Division[], a: string, b: string): Adjusted {
  if (a === b) return { ok: false, message: 'Choose two different teams to swap.' };
  const [first, second] = [divisionOf(divisions, a), divisionOf(divisions, b)];
  if (!first || !second) return { ok: false, message: `${first ? b : a} is not in this draft.` };
  const teamA = playing(first).find((t) => t.name === a)!;
  const teamB = playing(second).find((t) => t.name === b)!;
  // Each team takes the other's draw number, so both divisions keep their tables.
  const swapped = (d: Division): Division => ({
    ...d,
    teams: d.teams.map((t) =>
      t === teamA
        ? { ...t, name: teamB.name, school: teamB.school }
        : t === teamB
          ? { ...t, name: teamA.name, school: teamA.school }
          : t,
    ),
  });
  return {
    ok: true,
    divisions: divisions.map((d) => (d === first || d === second ? swapped(d) : d)),
    text: `${a} and ${b} swapped places (${first.code} ${teamA.no} and ${second.code} ${teamB.no}).`,
  };
}

export function adjustDraft(zone: DraftZone, divisions: readonly Division[], change: DraftChange): Adjusted {
  return change.kind === 'move'
    ? move(zone, divisions, change.team, change.to)
    : swap(divisions, change.a, change.b);
}

/** What each division of the draft is and what it does not meet: its table, its size against the limits, dates. */
export function draftReport(division: Division, limits: SizeLimits): { lines: string[]; problems: string[] } {
  const report = divisionReport(division);
  const teams = playing(division).length;
  const problems = [...report.problems];
  if (teams < limits.min) problems.push(`${teams} teams: fewer than the minimum of ${limits.min}`);
  if (teams > limits.max) problems.push(`${teams} teams: more than the maximum of ${limits.max}`);
  const undated = division.rounds.filter((r) => !r.date).map((r) => r.n);
  if (undated.length && undated.length < division.rounds.length)
    problems.push(
      `round${undated.length > 1 ? 's' : ''} ${undated.join(', ')} ha${undated.length > 1 ? 've' : 's'} no date`,
    );
  return { lines: report.lines, problems };
}

/** What changed in one draw (a division, or the country secondary finals round robin): teams, dates, pairings, results. */
import { same } from './same-data';
import type { Draw, MatchResult, Pairing, Round, Team } from './bundle';
import type { ChangeDetail, Score } from './season-change';

export type DrawChange = ChangeDetail & { teams: string[] };

const score = (result: MatchResult | null | undefined): Score | null =>
  result ? { home: result.home, away: result.away } : null;
export const withSchool = (team: TeamLike | undefined) =>
  team ? (team.school ? [team.name, team.school] : [team.name]) : [];

type TeamLike = Pick<Team, 'no' | 'name'> & Partial<Pick<Team, 'school' | 'withdrawn'>>;

export function diffTeams(old: readonly TeamLike[], now: readonly TeamLike[]): DrawChange[] {
  const before = new Map(old.map((t) => [t.no, t]));
  const after = new Map(now.map((t) => [t.no, t]));
  const changes: DrawChange[] = [];
  for (const team of now) {
    const was = before.get(team.no);
    const teams = [...new Set([...withSchool(was), ...withSchool(team)])];
    if (!was) changes.push({ kind: 'team-added', team: team.name, teams });
    else {
      if (was.name !== team.name)
        changes.push({ kind: 'team-renamed', from: was.name, to: team.name, teams });
      if (!was.withdrawn && team.withdrawn) changes.push({ kind: 'team-withdrawn', team: team.name, teams });
      if (was.withdrawn && !team.withdrawn) changes.push({ kind: 'team-reinstated', team: team.name, teams });
    }
  }
  for (const team of old)
    if (!after.has(team.no)) changes.push({ kind: 'team-removed', team: team.name, teams: withSchool(team) });
  return changes;
}

const pairingShape = (p: Pairing) => [p.home, p.away, p.bracket ?? null];

function diffRound(old: Round, now: Round, teamOf: (no: number | string) => Team | undefined): DrawChange[] {
  const changes: DrawChange[] = [];
  const dateTeams = now.pairings.flatMap((p) => [
    ...withSchool(teamOf(p.home)),
    ...withSchool(teamOf(p.away)),
  ]);
  if (old.date !== now.date)
    changes.push({ kind: 'round-moved', round: now.n, from: old.date, to: now.date, teams: dateTeams });
  if (!same(old.pairings.map(pairingShape), now.pairings.map(pairingShape))) {
    const teams = [...old.pairings, ...now.pairings].flatMap((p) => [
      ...withSchool(teamOf(p.home)),
      ...withSchool(teamOf(p.away)),
    ]);
    return [...changes, { kind: 'pairings-changed', round: now.n, teams: [...new Set(teams)] }];
  }
  const posted: string[] = [];
  let count = 0;
  now.pairings.forEach((pairing, i) => {
    const was = old.pairings[i]!.result;
    const result = pairing.result;
    if (same(was ?? null, result ?? null)) return;
    const teams = [...withSchool(teamOf(pairing.home)), ...withSchool(teamOf(pairing.away))];
    if (!was && result) {
      count += 1;
      posted.push(...teams);
      return;
    }
    const home = teamOf(pairing.home)?.name ?? String(pairing.home);
    const away = teamOf(pairing.away)?.name ?? String(pairing.away);
    changes.push({
      kind: 'result-corrected',
      round: now.n,
      home,
      away,
      was: score(was),
      now: score(result),
      teams,
    });
  });
  if (count) changes.unshift({ kind: 'results-posted', round: now.n, count, teams: posted });
  return changes;
}

export function diffDraw(old: Draw, now: Draw): DrawChange[] {
  const names = new Map([...old.teams, ...now.teams].map((t) => [t.no, t]));
  const teamOf = (no: number | string) => (typeof no === 'number' ? names.get(no) : undefined);
  const changes = diffTeams(old.teams, now.teams);
  const oldRounds = new Map(old.rounds.map((r) => [r.n, r]));
  if (
    !same(
      old.rounds.map((r) => r.n),
      now.rounds.map((r) => r.n),
    )
  ) {
    changes.push({ kind: 'rounds-changed', from: old.rounds.length, to: now.rounds.length, teams: [] });
  }
  for (const round of now.rounds) {
    const was = oldRounds.get(round.n);
    if (was && !same(was, round)) changes.push(...diffRound(was, round, teamOf));
  }
  return changes;
}

/**
 * What the season bundle's schema cannot say field by field: draw numbers, codes and schools that
 * must exist, pairings that must agree, results that must add up. Named by path, like a field error.
 */
import type { z } from 'zod';
import { boardPoints } from './board-points';
import { BOARDS_PER_TEAM, FINALS_PAIRING_POINTS } from './constants';
import type {
  Draw,
  Division,
  FinalsGrid,
  RegionRecord,
  RoundRobinFinals,
  SchoolRecord,
  ZoneRecord,
} from './bundle';

type Issue = { path: (string | number)[]; message: string };

function duplicates<T>(values: T[]): T[] {
  const seen = new Set<T>();
  return values.filter((v) => (seen.has(v) ? true : (seen.add(v), false)));
}

function checkDraw(draw: Draw, path: (string | number)[], issues: Issue[]) {
  const numbers = new Set(draw.teams.map((t) => t.no));
  for (const no of duplicates(draw.teams.map((t) => t.no))) {
    issues.push({ path: [...path, 'teams'], message: `team number ${no} is used twice` });
  }
  for (const n of duplicates(draw.rounds.map((r) => r.n))) {
    issues.push({ path: [...path, 'rounds'], message: `round ${n} is listed twice` });
  }
  draw.rounds.forEach((round, r) => {
    const playing = new Set<number>();
    round.pairings.forEach((pairing, p) => {
      const at = [...path, 'rounds', r, 'pairings', p];
      for (const side of [pairing.home, pairing.away]) {
        if (typeof side !== 'number') continue;
        if (!numbers.has(side)) issues.push({ path: at, message: `team ${side} is not in the division` });
        else if (playing.has(side))
          issues.push({ path: at, message: `team ${side} plays twice in round ${round.n}` });
        playing.add(side);
      }
      if (pairing.home === pairing.away) issues.push({ path: at, message: 'a team cannot play itself' });
      const result = pairing.result;
      if (!result) return;
      if (typeof pairing.away !== 'number') {
        issues.push({ path: [...at, 'result'], message: 'a bye or an unknown opponent has no result' });
        return;
      }
      if (result.home + result.away > BOARDS_PER_TEAM) {
        issues.push({
          path: [...at, 'result'],
          message: `board points add up to more than ${BOARDS_PER_TEAM}`,
        });
      }
      if (result.boards) {
        const sum = boardPoints(result.boards);
        if (sum.home !== result.home || sum.away !== result.away) {
          issues.push({
            path: [...at, 'result', 'boards'],
            message: `games give ${sum.home}-${sum.away}, not ${result.home}-${result.away}`,
          });
        }
      }
      if (result.tiebreak && result.home !== result.away) {
        issues.push({
          path: [...at, 'result', 'tiebreak'],
          message: 'a tie-break decides only a tied match',
        });
      }
      if (result.ruled && (result.home !== 0 || result.away !== 0 || result.boards || result.tiebreak)) {
        issues.push({
          path: [...at, 'result', 'ruled'],
          message: 'a match ruled 0-0 has no games, no tie-break and scores 0-0',
        });
      }
    });
  });
}

export function checkReferences(
  bundle: {
    regions: RegionRecord[];
    zones: ZoneRecord[];
    divisions: Division[];
    finals: FinalsGrid[];
    round_robin_finals: RoundRobinFinals | null;
    schools: SchoolRecord[];
  },
  ctx: z.RefinementCtx,
) {
  const issues: Issue[] = [];
  const regionCodes = new Set(bundle.regions.map((r) => r.code));
  const zoneCodes = new Set(bundle.zones.map((z) => z.code));
  for (const c of duplicates(bundle.regions.map((r) => r.code)))
    issues.push({ path: ['regions'], message: `region code ${c} is used twice` });
  for (const c of duplicates(bundle.zones.map((z) => z.code)))
    issues.push({ path: ['zones'], message: `zone code ${c} is used twice` });
  for (const c of duplicates(bundle.divisions.map((d) => d.code)))
    issues.push({ path: ['divisions'], message: `division code ${c} is used twice` });
  bundle.zones.forEach((zone, i) => {
    if (!regionCodes.has(zone.region))
      issues.push({ path: ['zones', i, 'region'], message: `region ${zone.region} is not in the season` });
  });
  bundle.divisions.forEach((division, i) => {
    const path = ['divisions', i];
    const zone = bundle.zones.find((z) => z.code === division.zone);
    if (!zone)
      issues.push({ path: [...path, 'zone'], message: `zone ${division.zone} is not in the season` });
    checkDraw(division, path, issues);
    const numbers = new Set(division.teams.map((t) => t.no));
    for (const key of ['winner', 'runner_up'] as const) {
      const no = division[key];
      if (no !== undefined && !numbers.has(no))
        issues.push({ path: [...path, key], message: `team ${no} is not in the division` });
    }
  });
  if (bundle.round_robin_finals) checkDraw(bundle.round_robin_finals, ['round_robin_finals'], issues);
  bundle.finals.forEach((grid, i) => {
    const path = ['finals', i];
    const numbers = new Set(grid.entrants.map((e) => e.no));
    for (const no of duplicates(grid.entrants.map((e) => e.no))) {
      issues.push({ path: [...path, 'entrants'], message: `entrant number ${no} is used twice` });
    }
    if (grid.stage === 'zone' && !zoneCodes.has(grid.value))
      issues.push({ path: [...path, 'value'], message: `zone ${grid.value} is not in the season` });
    if (grid.stage === 'region' && !regionCodes.has(grid.value))
      issues.push({ path: [...path, 'value'], message: `region ${grid.value} is not in the season` });
    if (grid.stage === 'interregion' && grid.value !== 'metropolitan' && grid.value !== 'country') {
      issues.push({
        path: [...path, 'value'],
        message: 'must be metropolitan or country for an interregion final',
      });
    }
    if (grid.stage === 'intermetropolitan' && grid.value !== '')
      issues.push({ path: [...path, 'value'], message: 'must be empty for the metro-versus-country final' });
    grid.steps.forEach((step, s) =>
      step.matches.forEach((match, m) => {
        const at = [...path, 'steps', s, 'matches', m];
        for (const side of [match.home, match.away]) {
          if (typeof side === 'number' && !numbers.has(side))
            issues.push({ path: at, message: `team ${side} is not in the grid` });
        }
        const result = match.result;
        if (!result) return;
        if (typeof match.away !== 'number')
          issues.push({ path: [...at, 'result'], message: 'a bye or an unknown opponent has no result' });
        if (result.home + result.away > FINALS_PAIRING_POINTS) {
          issues.push({
            path: [...at, 'result'],
            message: `board points add up to more than ${FINALS_PAIRING_POINTS}`,
          });
        }
        if (result.tiebreak && result.home !== result.away)
          issues.push({
            path: [...at, 'result', 'tiebreak'],
            message: 'a tie-break decides only a tied pairing',
          });
      }),
    );
  });
  bundle.schools.forEach((school, i) => {
    school.invitations?.forEach((invitation, j) => {
      for (const email of duplicates(invitation.coordinators.map((c) => c.email.toLowerCase()))) {
        issues.push({
          path: ['schools', i, 'invitations', j, 'coordinators'],
          message: `coordinator email ${email} is listed twice`,
        });
      }
    });
  });
  const hashes = bundle.schools.flatMap((s) => s.invitations?.map((inv) => inv.hash) ?? []);
  for (const hash of duplicates(hashes))
    issues.push({ path: ['schools'], message: `invitation hash ${hash} is used twice` });
  for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
}

/** The proposal as the command line prints it: zone by zone, why each division has its size, its table, and what could not be met. */
import { formatDay } from '../dates';
import { COMPETITION_NAMES } from '../constants';
import type { Division } from '../bundle';
import type { Proposal } from './propose';

function divisionTable(division: Division): string[] {
  const teams = division.teams.map((t) => `    ${String(t.no).padStart(2)}  ${t.name}`);
  const rounds = division.rounds.map(
    (r) =>
      `    Round ${r.n}${r.date ? ` (${formatDay(r.date)})` : ''}: ${r.pairings.map((p) => `${p.home}v${p.away}`).join(' ')}`,
  );
  return [...teams, ...rounds];
}

export function proposalText(proposal: Proposal): string {
  const out: string[] = [`Draw proposal for ${proposal.year}:`];
  for (const zone of proposal.zones) {
    out.push(
      '',
      `${zone.zone.name} (${zone.zone.code}), ${zone.zone.competition}`,
      ...zone.lines.map((l) => `  ${l}`),
    );
    for (const { division, lines, problems } of zone.divisions) {
      out.push(`  ${division.code} ${division.name}: ${lines.join('; ')}.`, ...divisionTable(division));
      out.push(...problems.map((p) => `    Not met: ${p}.`));
    }
    out.push(...zone.problems.map((p) => `  Not met: ${p}`));
  }
  if (!proposal.zones.length) out.push('', 'No divisions to propose.');
  if (proposal.unplaced.length) {
    out.push('', 'Schools to place (add them to "placements" in the settings file):');
    for (const u of proposal.unplaced)
      out.push(`  ${u.school} (${COMPETITION_NAMES[u.mode]}, ${u.teams} teams): ${u.why}`);
  }
  if (proposal.notes.length) out.push('', 'Notes:', ...proposal.notes.map((n) => `  ${n}`));
  return out.join('\n');
}

/**
 * One zone's grade into divisions: how many and how big, which team goes where (teams of one school apart
 * where the numbers allow) and each team's draw number (teams of one school that share a division meet in
 * the first round).
 */
import { tableSize } from './berger';
import { schoolSlug } from '../school-slug';

export type DrawTeam = { name: string; school: string };
export type SizeLimits = { min: number; max: number };

/** As few divisions as keep each within the maximum, their sizes as equal as possible, with the reason. */
export function divisionSizes(
  teams: number,
  limits: SizeLimits,
): { sizes: number[]; why: string; problems: string[] } {
  const count = Math.max(1, Math.ceil(teams / limits.max));
  const base = Math.floor(teams / count);
  const sizes = Array.from({ length: count }, (_, i) => base + (i < teams % count ? 1 : 0));
  const within = `${limits.min} to ${limits.max} teams a division`;
  const why =
    count === 1
      ? `${teams} teams: one division (${within})`
      : `${teams} teams: ${count} divisions of ${sizes.join(', ').replace(/, (\d+)$/, ' and $1')} (no more than ${limits.max} a division, sizes as equal as possible)`;
  const problems = sizes.some((s) => s < limits.min)
    ? [
        `${teams} teams cannot make divisions of ${within}: ${count === 1 ? 'the division is' : 'a division is'} below the minimum of ${limits.min}`,
      ]
    : [];
  return { sizes, why, problems };
}

const schoolOf = (team: DrawTeam) => schoolSlug(team.school);

/** Deals the teams into divisions of the given sizes, the schools with most teams first, each team to the division holding fewest of its school (then the emptiest). */
export function spreadTeams(teams: readonly DrawTeam[], sizes: readonly number[]): DrawTeam[][] {
  const bySchool = new Map<string, DrawTeam[]>();
  for (const team of teams) bySchool.set(schoolOf(team), [...(bySchool.get(schoolOf(team)) ?? []), team]);
  const schools = [...bySchool.values()].sort(
    (a, b) => b.length - a.length || a[0]!.school.localeCompare(b[0]!.school),
  );
  const divisions: DrawTeam[][] = sizes.map(() => []);
  for (const group of schools) {
    for (const team of group) {
      const slug = schoolOf(team);
      const open = divisions
        .map((d, i) => ({
          i,
          mine: d.filter((t) => schoolOf(t) === slug).length,
          room: sizes[i]! - d.length,
        }))
        .filter((d) => d.room > 0);
      open.sort((a, b) => a.mine - b.mine || b.room - a.room || a.i - b.i);
      divisions[open[0]!.i]!.push(team);
    }
  }
  return divisions.map((d) => [...d].sort((a, b) => a.name.localeCompare(b.name)));
}

/**
 * Draw numbers 1..n: teams of one school two by two on the first round's boards (k against n + 1 − k of the
 * table), the rest in name order. With an odd count the table's last number is the bye, against team 1.
 * Returns the teams in draw-number order (divisionReport names a team of one school left without a round-1 mate).
 */
export function drawOrder(teams: readonly DrawTeam[]): DrawTeam[] {
  const size = tableSize(teams.length);
  const slots: (DrawTeam | null)[] = Array.from({ length: size }, () => null);
  const groups = new Map<string, DrawTeam[]>();
  for (const team of teams) groups.set(schoolOf(team), [...(groups.get(schoolOf(team)) ?? []), team]);
  const placed = new Set<DrawTeam>();
  let board = teams.length % 2 ? 2 : 1;
  for (const group of groups.values()) {
    for (let i = 0; i + 1 < group.length; i += 2) {
      slots[board - 1] = group[i]!;
      slots[size - board] = group[i + 1]!;
      placed.add(group[i]!).add(group[i + 1]!);
      board += 1;
    }
  }
  const rest = teams.filter((t) => !placed.has(t));
  for (let i = 0; i < teams.length; i += 1) if (!slots[i]) slots[i] = rest.shift()!;
  return slots.slice(0, teams.length).map((t) => t!);
}

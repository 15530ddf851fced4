/**
 * The copy of a season that the change-record tests import after the season itself: in one division,
 * the result of round 2's first match between two real teams corrected, the last round moved a week later and team 2 renamed.
 */
import type { SeasonBundle } from '@/lib/league/bundle';

export function withThreeChanges(bundle: SeasonBundle, divisionCode: string): SeasonBundle {
  const copy = structuredClone(bundle);
  const division = copy.divisions.find((d) => d.code === divisionCode);
  if (!division) throw new Error(`No division ${divisionCode}`);
  const byes = new Set(division.teams.filter((t) => t.bye).map((t) => t.no));
  const pairing = division.rounds[1]!.pairings.find(
    (p) => p.result && !byes.has(p.home) && typeof p.away === 'number' && !byes.has(p.away),
  )!;
  pairing.result = pairing.result?.home === 2.5 ? { home: 1.5, away: 2.5 } : { home: 2.5, away: 1.5 };
  const last = division.rounds[division.rounds.length - 1]!;
  const later = new Date(`${last.date}T00:00:00Z`);
  later.setUTCDate(later.getUTCDate() + 7);
  last.date = later.toISOString().slice(0, 10);
  const team = division.teams.find((t) => t.no === 2)!;
  team.name = team.name.replace(/ A$/, ' Gold');
  return copy;
}

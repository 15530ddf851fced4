/** A school's other seasons in one line each (the school page's "Other seasons"). */
import { GRADE_NAMES } from './constants';
import type { SchoolSeasonSummary } from './school-page';

type TeamLine = SchoolSeasonSummary['teams'][number];

const placeNumber = (place: string) => Number(/\d+/.exec(place)?.[0] ?? Infinity);

/** `Darcy Road A, 1st in Championship PA1 (Parramatta)`; `so far 2nd` while the division is still playing. */
function teamPhrase(team: TeamLine): string {
  const place = team.place ? `, ${team.complete ? '' : 'so far '}${team.place}` : '';
  return `${team.name}${place} in ${GRADE_NAMES[team.grade]} ${team.division} (${team.zone})`;
}

/** The team placed highest; a finished division's place before a running one's. */
export function bestPlaced(teams: readonly TeamLine[]): TeamLine | null {
  const placed = teams.filter((t) => t.place);
  placed.sort(
    (a, b) => placeNumber(a.place!) - placeNumber(b.place!) || Number(b.complete) - Number(a.complete),
  );
  return placed[0] ?? null;
}

/** `3 teams; best placed Darcy Road A, 1st in Championship PA1 (Parramatta).` */
export function seasonHeadline(season: SchoolSeasonSummary): string {
  const count = season.teams.length;
  if (count === 0) return 'No zone teams; finals only.';
  if (count === 1) return `1 team: ${teamPhrase(season.teams[0]!)}.`;
  const best = bestPlaced(season.teams);
  return best ? `${count} teams; best placed ${teamPhrase(best)}.` : `${count} teams.`;
}

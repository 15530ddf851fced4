/** What is coming up in the active season: entry closing and commencement dates, and finals dates. */
import {
  COMPETITION_MODES,
  COMPETITION_NAMES,
  GRADE_NAMES,
  splitMode,
  type CompetitionMode,
} from './constants';
import type { FinalsGrid } from './bundle';
import { finalsPath } from './codes';

export type UpcomingEvent = { date: string; label: string; href?: string };

type EntryDates = Record<CompetitionMode, { cutoff: string | null; commence: string | null; open: boolean }>;

const STAGE_NAMES = {
  intermetropolitan: 'Metro vs country',
  interregion: 'Inter-region',
  region: 'Region',
  zone: 'Zone',
} as const;

/** Events on or after `today` (YYYY-MM-DD), soonest first, at most `limit`. */
export function upcomingEvents(
  year: number,
  today: string,
  entry: EntryDates,
  grids: Pick<FinalsGrid, 'competition' | 'grade' | 'stage' | 'value' | 'steps'>[],
  limit = 8,
): UpcomingEvent[] {
  const events: UpcomingEvent[] = [];
  for (const mode of COMPETITION_MODES) {
    const dates = entry[mode];
    const name = COMPETITION_NAMES[mode];
    if (dates.open && dates.cutoff)
      events.push({ date: dates.cutoff, label: `${name}: entries close`, href: '/enter-online' });
    if (dates.commence) {
      const { metro, competition } = splitMode(mode);
      events.push({
        date: dates.commence,
        label: `${name}: competition begins`,
        href: `/${year}/competition/${metro}/${competition}`,
      });
    }
  }
  for (const grid of grids) {
    for (const step of grid.steps) {
      if (!step.date || step.matches.every((m) => m.result || m.away === 'bye')) continue;
      events.push({
        date: step.date,
        label: `${STAGE_NAMES[grid.stage]} ${GRADE_NAMES[grid.grade].toLowerCase()} finals (${grid.competition}): ${step.name.toLowerCase()}`,
        href: finalsPath(year, grid.grade, grid.stage, grid.value, grid.competition),
      });
    }
  }
  return events
    .filter((e) => e.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date) || a.label.localeCompare(b.label))
    .slice(0, limit);
}

/** Metropolitan secondary: divisions by region and grade, region finals and inter-region finals. */
import type { FinalsGrid } from '../../lib/league/bundle';
import { MSS_REGION_LETTER, MSS_REGIONS } from './plans/regions';
import type { BuiltDivision } from './divisions';
import type { Facts } from './facts';
import { bracket, knockoutGrid, type GridTeam } from './grids';
import { mssPool, TeamNamer } from './names';
import { parseDivision, type DivisionText } from './plan';
import { zoneDivisions } from './zone-divisions';
import { regionName } from './zones';
import { addDays, must } from './util';

export const MSS_GRADES = ['senior', 'intermediate', 'junior'] as const;
export type MssGrade = (typeof MSS_GRADES)[number];
const GRADE_LETTER: Record<MssGrade, string> = { senior: 'S', intermediate: 'I', junior: 'J' };

/** Region code → its divisions in order, e.g. { ME: ['senior 8', 'intermediate real'] }. */
export type MssPlan = Record<string, DivisionText[]>;

const MSS_FINALS_NOTE =
  'Filled in like the primary finals: each pairing is a double match with colours reversed, scored out of 8, and a tie goes to board-weighted points (4, 3, 2, 1 for boards 1 to 4). The real format of the metropolitan secondary finals was not captured.';

const FILLED_NOTE =
  'Filled-in demo division: team names are real metropolitan secondary school teams from the 2026 IE1 sheet and the 2024 Secondary One-Day standings (the region each school is placed in is our reading); every result is generated.';

/** Codes follow the real rule: grade letter, region letter, number (SE1, IN2 …), counted per grade. */
export function buildMss(args: {
  year: number;
  facts: Facts;
  plan: MssPlan;
  dates: string[];
  dateNotes?: Record<number, string>;
}): BuiltDivision[] {
  return Object.entries(args.plan).flatMap(([region, texts]) => {
    const zone = must(MSS_REGION_LETTER[region], region);
    const plans = texts.map(parseDivision);
    return MSS_GRADES.flatMap((grade) =>
      zoneDivisions({
        ...args,
        prefix: `${GRADE_LETTER[grade]}${zone}`,
        place: regionName(region),
        zone,
        plans: plans.filter((p) => p.grade === grade),
        namer: () => new TeamNamer(mssPool(args.facts, region), regionName(region), 5),
        notes: [FILLED_NOTE],
        uniqueTop: () => true,
      }),
    );
  });
}

/** Region finals between a region's division winners of one grade; a lone division's winner is the champion. */
export function mssRegionFinals(year: number, built: BuiltDivision[], date: string) {
  const grids: FinalsGrid[] = [];
  const champions = new Map<string, GridTeam | null>();
  for (const grade of MSS_GRADES) {
    for (const region of MSS_REGIONS) {
      const zone = must(MSS_REGION_LETTER[region], region);
      const divisions = built.filter((d) => d.division.grade === grade && d.division.zone === zone);
      if (divisions.length === 0) continue;
      const winners = divisions.map((d) => (d.winner ? { ...d.winner, from: d.division.code } : null));
      if (winners.length === 1) {
        champions.set(`${region}/${grade}`, winners[0] ? { ...winners[0], from: regionName(region) } : null);
        continue;
      }
      const final = knockoutGrid({
        key: `${year}/mss-region/${region}/${grade}`,
        competition: 'secondary',
        grade,
        stage: 'region',
        value: region,
        teams: winners.map((w) => must(w, `${region} ${grade}: a division winner`)),
        steps: bracket(winners.length, [date, addDays(date, 7)]),
        notes: [
          `Filled-in demo region final between the ${regionName(region)} ${grade} division winners.`,
          MSS_FINALS_NOTE,
        ],
      });
      grids.push(final.grid);
      champions.set(`${region}/${grade}`, {
        ...must(final.winner, 'region final winner'),
        from: regionName(region),
      });
    }
  }
  return { grids, champions };
}

/** The inter-region final of one grade between the region champions there are. */
export function mssInterRegion(
  year: number,
  grade: MssGrade,
  teams: GridTeam[],
  dates: { semi: string; final: string },
) {
  return knockoutGrid({
    key: `${year}/mss-inter/${grade}`,
    competition: 'secondary',
    grade,
    stage: 'interregion',
    value: 'metropolitan',
    teams,
    steps: bracket(teams.length, teams.length === 2 ? [dates.final] : [dates.semi, dates.final]),
    notes: [
      `Filled-in demo inter-region final between the ${grade} region champions.`,
      ...(teams.length < 3 ? [`Met West has no ${grade} division in this demo season.`] : []),
      MSS_FINALS_NOTE,
    ],
  }).grid;
}

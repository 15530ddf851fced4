/** The 2026 demo season, in progress: zone rounds done, most finals played, later steps still to come. */
import type { Division, FinalsGrid, SeasonBundle } from '../../lib/league/bundle';
import { CSS_REGIONS, MSS_REGIONS } from './plans/regions';
import { SEASON_2026 as plan } from './plans';
import type { Facts } from './facts';
import { bracket, knockoutGrid, type GridTeam } from './grids';
import {
  demoKnockoutNote,
  demoSchoolNames,
  knockoutDivision,
  partlyPlayed,
  SECOND_DEFEAT_NOTE,
  seededKnockout,
} from './knockouts';
import { buildMss, MSS_GRADES, mssInterRegion, mssRegionFinals, type MssGrade } from './mss';
import { buildPrimaryZones } from './primary';
import { DOUBLE_MATCH_NOTE, primaryFinalsUpToRegions, primaryGrid } from './primary-finals';
import { schools2026 } from './schools';
import { seasonBundle } from './season';
import { must, weekly } from './util';
import { regionName, zoneRecords, type ZoneDef } from './zones';

const year = 2026;

/** Primary finals from the zones to the NSW final, still to be played. */
function primaryFinals(
  zones: ZoneDef[],
  built: Parameters<typeof primaryFinalsUpToRegions>[0]['built'],
): FinalsGrid[] {
  const dates = plan.primaryDates;
  const upToRegions = primaryFinalsUpToRegions({ year, zones, built, dates: dates.finals });
  // Inter-region sheets name the school, not the team.
  const champions = (regions: string[]) =>
    regions.map((r): GridTeam => {
      const team = must(upToRegions.champions.get(r), `${year} ${r} champion`);
      return { ...team, name: team.school, from: `${regionName(r)} Region` };
    });
  const metro = primaryGrid({
    key: `${year}/inter/metropolitan`,
    stage: 'interregion',
    value: 'metropolitan',
    teams: champions(['ME', 'MN', 'MSW', 'MW']),
    steps: bracket(4, dates.metropolitan.dates),
    played: dates.metropolitan.played,
    notes: [
      'Filled-in demo inter-region finals between the four metropolitan region champions of this demo season.',
      DOUBLE_MATCH_NOTE,
    ],
  });
  const country = primaryGrid({
    key: `${year}/inter/country`,
    stage: 'interregion',
    value: 'country',
    teams: champions([...CSS_REGIONS]),
    steps: bracket(6, dates.country.dates),
    played: dates.country.played,
    notes: [
      'Filled-in demo inter-region finals between the six country region champions of this demo season, drawn like the real 2025 country grid (three quarter-finals, one team with a bye in the semi).',
      DOUBLE_MATCH_NOTE,
    ],
  });
  const nswFinal = primaryGrid({
    key: `${year}/nsw`,
    stage: 'intermetropolitan',
    value: '',
    teams: [
      { ...must(metro.winner, 'metropolitan champion'), from: 'Metropolitan champion' },
      { ...must(country.winner, 'country champion'), from: 'Country champion' },
    ],
    steps: [{ name: 'Final', date: dates.nswFinal, pairs: [[1, 2]] }],
    played: 0,
    notes: [
      'Filled-in demo NSW final (Metropolitan champion v Country champion), still to be played.',
      DOUBLE_MATCH_NOTE,
    ],
  });
  return [...upToRegions.grids, metro.grid, country.grid, nswFinal.grid];
}

/** The intermediate final waits for the Met East champion: IE1, the real division, is unfinished. */
function intermediateInterRegion(teams: GridTeam[]): FinalsGrid {
  const { semi, final } = plan.mssDates.intermediate;
  return knockoutGrid({
    key: `${year}/mss-inter/intermediate`,
    competition: 'secondary',
    grade: 'intermediate',
    stage: 'interregion',
    value: 'metropolitan',
    teams,
    steps: [
      {
        name: 'Semi',
        date: semi,
        pairs: [
          [1, 'bye'],
          [2, '?'],
        ],
      },
      { name: 'Final', date: final, pairs: [['W0', 'W1']] },
    ],
    played: 0,
    notes: [
      'Filled-in demo inter-region final, still to be played.',
      "'?' is the Met East intermediate champion: the winner of IE1, which is the real 2026 division and has rounds 3 to 7 still to be recorded.",
    ],
  }).grid;
}

function metropolitanSecondary(facts: Facts) {
  const dates = plan.mssDates;
  const mss = buildMss({
    year,
    facts,
    plan: plan.mss,
    dates: weekly(dates.rounds, 7),
    dateNotes: dates.roundNotes,
  });
  for (const code of plan.realCodesFilled) {
    const d = must(
      mss.find((b) => b.division.code === code),
      code,
    );
    d.division.notes = [
      ...(d.division.notes ?? []),
      `The code ${code} is a real 2026 division code (its table was not captured), so this division is filled in.`,
    ];
  }
  const region = mssRegionFinals(year, mss, dates.regionFinal);
  const champions = (grade: MssGrade, regions: string[]) =>
    regions.map((r) => must(region.champions.get(`${r}/${grade}`), `${r} ${grade}`));
  const inter = MSS_GRADES.map((grade) =>
    grade === 'intermediate'
      ? intermediateInterRegion(champions(grade, ['MN', 'MW']))
      : mssInterRegion(year, grade, champions(grade, MSS_REGIONS), dates.inter),
  );
  return { divisions: mss.map((d) => d.division), finals: [...region.grids, ...inter] };
}

/** Every country secondary region part-way through its knock-out. */
function countrySecondary(facts: Facts): Division[] {
  const { first, later, upcoming } = plan.cssDates;
  return CSS_REGIONS.map((region) => {
    const known = plan.cssNamed[region];
    const sheet = known && facts.cssSheet(known.year, known.region);
    const names =
      known && sheet
        ? [...sheet.teams.map((t) => t.name), facts.named(known.extra)]
        : demoSchoolNames(region, must(plan.cssDemoSizes[region], region));
    const { draw } = seededKnockout(`${year}/css/${region}`, names);
    const played = Math.max(1, draw.rounds.length - 2);
    const rounds = partlyPlayed(draw.rounds, played);
    const dates = [first, ...later.slice(later.length - (played - 1)), ...upcoming].slice(0, rounds.length);
    return knockoutDivision({
      region,
      names,
      draw: rounds,
      dates,
      source: sheet?.source_url,
      notes: [
        known ? known.note : demoKnockoutNote(region),
        `In progress: rounds 1 to ${played} are played (one round ${played} match not yet reported, so its teams show as '?' in round ${played + 1}); round ${played + 1} is drawn and later rounds are not drawn yet.`,
        SECOND_DEFEAT_NOTE,
      ],
    });
  });
}

export function season2026(facts: Facts, zones: ZoneDef[]): SeasonBundle {
  const primary = buildPrimaryZones({
    year,
    facts,
    zones,
    plans: plan.zones,
    weeklyDates: weekly(plan.primaryDates.rounds, 7),
  });
  const mss = metropolitanSecondary(facts);
  const divisions = [...primary.divisions, ...mss.divisions, ...countrySecondary(facts)];
  return seasonBundle(plan, zones, {
    year,
    divisions,
    finals: [...primaryFinals(zones, primary.built), ...mss.finals],
    round_robin_finals: null,
    schools: schools2026(facts, divisions, zoneRecords(zones)),
  });
}

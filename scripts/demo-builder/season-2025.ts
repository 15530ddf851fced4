/** The finished 2025 demo season: its finals lead to the real 2025 region representatives. */
import type { Division, FinalsGrid, SeasonBundle } from '../../lib/league/bundle';
import { roundRobinFinals } from './css-finals';
import { SEASON_2025 as plan } from './plans';
import { CSS_REGIONS, MSS_REGIONS, REGION_BY_FACT_NAME } from './plans/regions';
import type { Facts, FactGrid } from './facts';
import { knockoutFromSheet } from './knockout-sheet';
import {
  demoKnockoutNote,
  demoSchoolNames,
  knockoutDivision,
  SECOND_DEFEAT_NOTE,
  seededKnockout,
} from './knockouts';
import { buildMss, MSS_GRADES, mssInterRegion, mssRegionFinals } from './mss';
import { buildPrimaryZones } from './primary';
import { DOUBLE_MATCH_NOTE, primaryFinalsUpToRegions } from './primary-finals';
import { realInterRegionGrid } from './real-grid';
import { seasonBundle } from './season';
import { at, must, weekly } from './util';
import type { ZoneDef } from './zones';

const year = 2025;

/** The region representatives who played on the real inter-region sheets, by region code. */
function representatives(grids: FactGrid[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const team of grids.flatMap((g) => g.teams)) {
    if (!team.results.some((r) => r !== null)) continue;
    const region = must(team.from, 'from').replace(/ Region$/, '');
    found[must(REGION_BY_FACT_NAME[region], `region of ${team.name}`)] = team.name;
  }
  return found;
}

/** The real inter-region grids, then the NSW final between their winners, whose result was not found. */
function interRegionAndNsw(facts: Facts, metroFact: FactGrid, countryFact: FactGrid): FinalsGrid[] {
  const real = (section: string) =>
    `Real grid: the ${year} ${section} inter-region finals as published (entrants, pairings, dates and scores).`;
  const champion = facts.championsOf(year);
  const nswFinal: FinalsGrid = {
    competition: 'primary',
    grade: 'championship',
    stage: 'intermetropolitan',
    value: '',
    entrants: [
      {
        no: 1,
        name: facts.real(must(champion.metropolitan_champion, 'metropolitan champion')),
        from: 'Metropolitan champion',
      },
      {
        no: 2,
        name: facts.real(must(champion.country_champion, 'country champion')),
        from: 'Country champion',
      },
    ],
    steps: [{ name: 'Final', date: null, matches: [{ home: 1, away: 2, result: null }] }],
    notes: [
      `Real finalists: the winners of the two ${year} inter-region grids. The result and date of the ${year} NSW final were not found, so no winner is shown and none is made up.`,
      `Sources: ${metroFact.source_url} and ${countryFact.source_url}.`,
    ],
    source: countryFact.source_url,
  };
  return [
    realInterRegionGrid(metroFact, 'metropolitan', [
      real('Metropolitan'),
      DOUBLE_MATCH_NOTE,
      `Winner: ${metroFact.winner}.`,
    ]),
    realInterRegionGrid(countryFact, 'country', [
      real('Country'),
      DOUBLE_MATCH_NOTE,
      "A tied pairing (4-4) was decided on tie-break; the tie-break scores are the figures in brackets on the sheet, and '#' marks the winner.",
      'The sheet prints two rows numbered 2 for North Coast Region: St Columba Anglican, with no scores, and Emmanuel Anglican College, who played. Here St Columba Anglican keeps its row under its own number so that the numbers stay unique; number 2 is Emmanuel Anglican College.',
      'Which column each pairing belongs to was worked out from the score pattern when the sheet was transcribed.',
      `Winner: ${countryFact.winner}.`,
    ]),
    nswFinal,
  ];
}

/** Country secondary: two regions replay real sheets, four are made up; their winners meet in a round robin. */
function countrySecondary(facts: Facts) {
  const winners: { name: string; rating: number }[] = [];
  const divisions: Division[] = CSS_REGIONS.map((region) => {
    const common = { region, dates: plan.cssDates };
    const real = plan.cssSheets[region];
    if (real) {
      const sheet = facts.cssSheet(real.year, real.region);
      const missingNames = Object.fromEntries(
        Object.entries(real.plan.missingNames).map(([no, name]) => [no, facts.named(name)]),
      );
      const built = knockoutFromSheet(sheet, { ...real.plan, missingNames }, `${year}/css/${region}`);
      winners.push({ name: at(built.names, built.winner - 1), rating: 1500 });
      return knockoutDivision({
        ...common,
        ...built,
        source: sheet.source_url,
        notes: [
          `Based on the real ${sheet.year} ${sheet.region} sheet: its schools, per-round pairings, scores, winner and second place are shown here as the ${year} demo season.`,
          "A '2*' on the sheet (a 2-2 tie won on tie-break) is a 2-2 result with a tie-break winner.",
          real.note,
          'Play-by dates are ours (Fridays in 2025); the first-numbered team is home.',
        ],
      });
    }
    const names = demoSchoolNames(region, must(plan.cssDemoSizes[region], region));
    const { ratings, draw } = seededKnockout(`${year}/css/${region}`, names);
    winners.push({ name: at(names, draw.winner - 1), rating: must(ratings.get(draw.winner), 'rating') });
    return knockoutDivision({
      ...common,
      names,
      draw: draw.rounds,
      winner: draw.winner,
      runnerUp: draw.runnerUp,
      notes: [demoKnockoutNote(region), SECOND_DEFEAT_NOTE],
    });
  });
  const roundRobin = roundRobinFinals(`${year}/css-finals`, winners, plan.cssFinalsDates, [
    'Filled-in demo round robin among the six region winners of this demo season; the real country secondary finals were not captured. Results are generated.',
  ]);
  return { divisions, roundRobin };
}

export function season2025(facts: Facts, zones: ZoneDef[]): SeasonBundle {
  const metroFact = facts.interRegionGrid(year, 'Metropolitan');
  const countryFact = facts.interRegionGrid(year, 'Country');
  const reps = representatives([metroFact, countryFact]);
  const { rounds, finals: finalsDates } = plan.primaryDates;
  const primary = buildPrimaryZones({
    year,
    facts,
    zones,
    plans: plan.zones,
    weeklyDates: weekly(rounds, 7),
    representatives: reps,
  });
  const upToRegions = primaryFinalsUpToRegions({
    year,
    zones,
    built: primary.built,
    dates: finalsDates,
    regionChampions: reps,
  });

  const mssDates = plan.mssDates;
  const mss = buildMss({ year, facts, plan: plan.mss, dates: weekly(mssDates.rounds, 7) });
  const mssRegion = mssRegionFinals(year, mss, mssDates.regionFinal);
  const mssInter = MSS_GRADES.map((grade) => {
    const teams = MSS_REGIONS.flatMap((region) => mssRegion.champions.get(`${region}/${grade}`) ?? []);
    return mssInterRegion(year, grade, teams, mssDates.inter);
  });

  const css = countrySecondary(facts);
  return seasonBundle(plan, zones, {
    year,
    divisions: [...primary.divisions, ...mss.map((d) => d.division), ...css.divisions],
    finals: [
      ...upToRegions.grids,
      ...interRegionAndNsw(facts, metroFact, countryFact),
      ...mssRegion.grids,
      ...mssInter,
    ],
    round_robin_finals: css.roundRobin,
    schools: [],
  });
}

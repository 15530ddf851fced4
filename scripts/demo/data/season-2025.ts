/** The finished 2025 demo season as data: zone plans, dates and notes. See scripts/demo/plan.ts. */
import type { ZonePlan } from '../plan';
import type { MssPlan } from '../mss';
import type { SheetPlan } from '../knockout-sheet';

export const ZONES_2025: ZonePlan[] = [
  { zone: 'EC', divisions: ['championship 8', 'championship 7', 'intermediate 8 forfeit', 'rookies 7', 'junior_rookies 7'] },
  { zone: 'IW', divisions: ['championship 8 representative', 'rookies 7'] },
  { zone: 'SU', divisions: ['championship 7', 'intermediate 7'] },
  { zone: 'UN', divisions: ['championship 7 representative'] },
  { zone: 'LN', divisions: ['championship 8 tie', 'rookies 7 unfinished'] },
  { zone: 'CC', divisions: ['championship 8', 'intermediate 7'] },
  { zone: 'FF', divisions: ['championship 7 representative'] },
  { zone: 'PA', divisions: ['championship 8 representative', 'intermediate 7', 'rookies 8'] },
  { zone: 'HD', divisions: ['championship 7'] },
  { zone: 'BM', divisions: ['combined 7'] },
  { zone: 'NE', divisions: ['championship 8 representative', 'rookies 7'] },
  { zone: 'MA', divisions: ['championship 7'] },
  { zone: 'ML', divisions: ['championship 7 representative'] },
  { zone: 'PM', divisions: ['championship 7'] },
  { zone: 'AR', oneDay: '2025-06-03', divisions: ['championship 7 representative', 'rookies 7'] },
  { zone: 'AL', divisions: ['championship 7 representative'] },
  { zone: 'WW', divisions: ['championship 7'] },
  { zone: 'IL', divisions: ['championship 8 representative', 'intermediate 7'] },
  { zone: 'SH', divisions: ['championship 7'] },
  { zone: 'DB', divisions: ['championship 7 representative'] },
  { zone: 'OR', divisions: ['championship 7'] },
];

export const PRIMARY_DATES_2025 = {
  rounds: '2025-05-02',
  finals: { playoff: '2025-06-27', zone: '2025-07-25', regionSemi: '2025-08-15', regionFinal: '2025-08-29' },
};

/** Divisions in grade order within each region. Met West has no intermediate: IW1 is Inner-West's primary division. */
export const MSS_2025: MssPlan = {
  ME: ['senior 8', 'senior 8', 'intermediate 8', 'intermediate 7', 'junior 8', 'junior 7'],
  MN: ['senior 8', 'intermediate 8', 'intermediate 7', 'junior 8', 'junior 7'],
  MW: ['senior 7', 'junior 7'],
};

export const MSS_DATES_2025 = { rounds: '2025-05-02', regionFinal: '2025-08-15', inter: { semi: '2025-09-05', final: '2025-09-19' } };

export const CSS_DATES_2025 = ['2025-03-28', '2025-05-16', '2025-06-06', '2025-06-27', '2025-08-08', '2025-08-29', '2025-09-19', '2025-10-10'];

/** Country secondary regions replayed from real sheets; fills agree with who played on. */
export const CSS_SHEETS_2025: Record<string, { year: number; region: string; plan: SheetPlan; note: string }> = {
  NC: {
    year: 2018,
    region: 'North Coast',
    plan: {
      missingNames: {
        13: "St Joseph's College Banora P|oint",
        14: 'Coffs Harbour Christian Community School',
        15: 'Coffs Harbour High School',
        16: 'Lindisfarne Anglican Grammar School',
        17: 'Living School Lismore',
        18: 'Manning Valley Anglican Colleg|e',
        19: 'North Coast team 19 (name not captured)',
        20: 'North Coast team 20 (name not captured)',
      },
      fills: { '1:16v15': 'home', '2:13v20': 'home', '3:17v16': 'away', '6:14v16': 'home' },
    },
    note: "The sheet excerpt stops at team 13 ('St Joseph's College Banora P…', completed here). Teams 14-18 carry other real North Coast school names from the 2021 sheet (Manning Valley Anglican College completed from a cut-off name) and teams 19-20 are unnamed. Scores of matches between two of the cut-off teams are filled in to agree with who played on (rounds 1, 2, 3 and 6).",
  },
  WE: {
    year: 2020,
    region: 'Western',
    plan: {
      missingNames: {
        14: "St Mary's Catholic School Wellington",
        15: 'Western team 15 (name not captured)',
        16: 'Western team 16 (name not captured)',
        17: 'Western team 17 (name not captured)',
        18: 'Western team 18 (name not captured)',
        19: 'Western team 19 (name not captured)',
      },
      fills: { '1:16v18': 'home', '2:18v15': 'away' },
    },
    note: "The sheet excerpt stops at team 14 (St Mary's Catholic School Wellington); teams 15-19 are unnamed. Scores of matches between two of them are filled in to agree with who played on (rounds 1 and 2). Round 2 Orange High School v Orange Christian School is 0-0 on the sheet and both teams went out; Blayney High School and team 17 do not appear after round 2.",
  },
};

/** Team counts of the made-up country secondary knock-outs. */
export const CSS_DEMO_SIZES_2025: Record<string, number> = { HU: 10, NW: 6, RI: 8, SC: 7 };

export const CSS_FINALS_DATES_2025 = ['2025-10-17', '2025-10-24', '2025-10-31', '2025-11-07', '2025-11-14'];

export const NOTES_2025 = [
  'Demo season: it mixes real facts from the NSW Junior Chess League pages with filled-in results. Each division and grid says which it is in its notes.',
  'Real: the 2025 Metropolitan and Country primary inter-region grids (entrants, dates, scores) and the two NSW finalists. The NSW final result was not found, so it has no result and history has no 2025 primary winner.',
  'Filled in: every zone division, zone final, playoff and region final (they lead to the real 2025 region representatives), the metropolitan secondary season and finals, and the country secondary finals round robin.',
  'Country secondary: North Coast replays the real 2018 North Coast sheet and Western the real 2020 Western sheet; the other four regions are made up.',
  'Team names in filled-in divisions are real school names from the league pages (zone school lists of 2009 and 2016, sheets and finals grids) where the facts give enough; "demo" names fill the rest. Places of schools in zones outside the school lists are our reading.',
  'Entry fee: $33 per team including GST is the real figure from 2013 and 2017; the 2025 fee was not found. Entry dates are plausible, not real.',
];

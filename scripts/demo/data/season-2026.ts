/** The 2026 demo season, in progress as of late November 2026, as data. See scripts/demo/plan.ts. */
import type { MssPlan } from '../mss';
import type { ZonePlan } from '../plan';

export const ZONES_2026: ZonePlan[] = [
  { zone: 'EC', divisions: ['championship 8', 'championship 8', 'intermediate 7 forfeit', 'rookies 8', 'junior_rookies 7'] },
  { zone: 'SG', divisions: ['championship 7', 'rookies 7'] },
  { zone: 'WT', divisions: ['championship 7', 'intermediate 7'] },
  { zone: 'LN', divisions: ['championship 8', 'intermediate 7', 'rookies 7 unfinished'] },
  { zone: 'CC', divisions: ['championship 8', 'championship 7', 'rookies 7'] },
  { zone: 'FF', divisions: ['championship 7', 'rookies 7'] },
  { zone: 'PA', divisions: ['championship 8', 'intermediate real', 'rookies 7 forfeit unfinished', 'junior_rookies 7'] },
  { zone: 'BL', divisions: ['combined 7'] },
  { zone: 'NE', divisions: ['championship 8', 'championship 7', 'rookies 7'] },
  { zone: 'MA', divisions: ['championship 7'] },
  { zone: 'ML', divisions: ['championship 7'] },
  { zone: 'PM', divisions: ['combined 7'] },
  { zone: 'AR', oneDay: '2026-06-02', divisions: ['championship 7', 'rookies 7'] },
  { zone: 'WW', divisions: ['championship 7'] },
  { zone: 'GR', divisions: ['combined 7'] },
  { zone: 'IL', divisions: ['championship 8', 'intermediate 7'] },
  { zone: 'SH', divisions: ['combined 7'] },
  { zone: 'OR', divisions: ['championship 7'] },
  { zone: 'DB', divisions: ['championship 7'] },
];

export const PRIMARY_DATES_2026 = {
  rounds: '2026-05-01',
  finals: { playoff: '2026-06-26', zone: '2026-07-31', regionSemi: '2026-08-21', regionFinal: '2026-08-28' },
  /** Steps dated after 21 November 2026 have no result yet. */
  metropolitan: { dates: ['2026-09-25', '2026-10-30'], played: 2 },
  country: { dates: ['2026-09-25', '2026-11-13', '2026-11-13'], played: 3 },
  nswFinal: '2026-11-28',
};

/** Divisions in grade order within each region. IE1 is the real table. */
export const MSS_2026: MssPlan = {
  ME: ['senior 8', 'senior 7', 'intermediate real', 'junior 8', 'junior 7'],
  MN: ['senior 8', 'intermediate 8', 'intermediate 7', 'junior 8'],
  MW: ['senior 7', 'intermediate 7', 'junior 7'],
};

export const MSS_DATES_2026 = {
  rounds: '2026-05-01',
  roundNotes: {
    6: 'Marked ‡ on the 2026 sheets: if either school is closed on 5 June for a mid-term break, the match is rescheduled, before the end of second term if possible.',
  },
  regionFinal: '2026-08-14',
  inter: { semi: '2026-09-04', final: '2026-09-18' },
  /** The intermediate inter-region final waits for IE1, still in progress. */
  intermediate: { semi: '2026-11-27', final: '2026-12-04' },
};

/** Real 2026 division codes whose tables were not captured. */
export const REAL_CODES_FILLED_2026 = ['SE1', 'IN1'];

export const CSS_DATES_2026 = {
  first: '2026-03-27',
  later: ['2026-05-15', '2026-06-19', '2026-08-07', '2026-09-04', '2026-10-30'],
  upcoming: ['2026-11-27', '2026-12-04', '2026-12-11'],
};

/** Regions whose knock-out uses real school names from a sheet; `extra` names are added after the sheet's. */
export const CSS_NAMED_2026: Record<string, { year: number; region: string; extra: string; note: string }> = {
  NC: {
    year: 2021,
    region: 'North Coast',
    extra: 'Manning Valley Anglican Colleg|e',
    note: "School names are the real 2021 North Coast sheet's (teams 1-12; the 12th is completed from a cut-off name); the 2021 pairings could not be rebuilt reliably, so the draw and results are filled in.",
  },
  WE: {
    year: 2020,
    region: 'Western',
    extra: "St Mary's Catholic School Wellington",
    note: "School names are the real 2020 Western sheet's (teams 1-14; the 14th is named only where the excerpt stops); the draw and results are filled in.",
  },
};

export const CSS_DEMO_SIZES_2026: Record<string, number> = { HU: 9, NW: 6, RI: 8, SC: 7 };

export const NOTES_2026 = [
  'Demo season: it mixes real facts from the NSW Junior Chess League pages with filled-in results. Each division and grid says which it is in its notes.',
  'Real: the Parramatta Intermediate division PA2 (all seven rounds) and the Met East Intermediate division IE1 (rounds 1 and 2), with their teams, dates and scores; the board colours (home White on boards 1 and 3) and the 5 June mid-term break notes of the 2026 sheets.',
  'Filled in: every other division, all finals grids and the country secondary knock-outs (North Coast and Western use real school names from the 2021 and 2020 sheets). Finals dated after 21 November 2026 have no result yet.',
  'No country secondary finals round robin is drawn yet.',
  'Schools: names are real (from the league pages); addresses are placeholders, phone numbers are from the ranges reserved for fiction, and coordinators are made up with example.org addresses.',
  'Entry fee: $33 per team including GST is the real figure from 2013 and 2017; the 2026 fee was not found. Entry dates are plausible, not real.',
];

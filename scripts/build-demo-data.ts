/**
 * Builds the two demo season bundles, demo/season-2025.json and demo/season-2026.json.
 *
 * The real league facts live outside the repository in ../shared/data/nswjcl (transcribed from the
 * league's public pages). Real tables and grids are copied as they are; where the facts run out the
 * script fills in results with a small seeded generator, so every page kind has data. The output is
 * deterministic: the same facts always give byte-identical files.
 *
 * Run from the repository root: `npx tsx scripts/build-demo-data.ts` (or `npm run demo:build`).
 * docs/demo-data.md says what is real and what is filled in.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BUNDLE_FORMAT, boardPoints, checkBundle } from '../lib/league/bundle';
import type {
  CoordinatorRecord,
  Division,
  FinalsEntrant,
  FinalsGrid,
  FinalsMatch,
  FinalsStep,
  GameResult,
  MatchResult,
  Pairing,
  RegionRecord,
  Round,
  RoundRobinFinals,
  SchoolRecord,
  SeasonBundle,
  Team,
  ZoneRecord,
} from '../lib/league/bundle';
import { GRADE_NAMES } from '../lib/league/constants';
import type { Competition, CompetitionMode, FinalsStage, GradeCode, Metro } from '../lib/league/constants';

const REPO_ROOT = path.resolve(__dirname, '..');
const FACTS_DIR = path.resolve(__dirname, '../../shared/data/nswjcl');
const OUT_DIR = path.join(REPO_ROOT, 'demo');

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`index ${index} is out of range (length ${items.length})`);
  return item;
}

function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`missing: ${what}`);
  return value;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const isoDate = (y: number, m: number, d: number) => `${y}-${pad2(m)}-${pad2(d)}`;

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return isoDate(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

function weekly(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(first, 7 * i));
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

/** '1 May', '5 June‡', '26 Sept' → ISO date in the given year. */
function dayMonth(text: string, year: number): string {
  const match = /^(\d{1,2})\s+([A-Za-z]{3})/.exec(text.trim());
  if (!match) throw new Error(`cannot read the date '${text}'`);
  const month = MONTHS[(match[2] ?? '').toLowerCase()];
  if (!month) throw new Error(`unknown month in '${text}'`);
  return isoDate(year, month, Number(match[1]));
}

/** 'Sydney Grammar C' → 'Sydney Grammar' (a team letter at the end of a sheet name). */
function schoolOf(teamName: string): string {
  return teamName.replace(/\s[A-H]$/, '');
}

// ---------------------------------------------------------------------------------------------
// Seeded randomness: FNV-1a to turn a key into a seed, xorshift32 for the stream
// ---------------------------------------------------------------------------------------------

function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

class Rng {
  private state: number;

  constructor(key: string) {
    this.state = hashText(`nswjcl-demo/${key}`) || 0x6d2b79f5;
    for (let i = 0; i < 8; i++) this.next();
  }

  next(): number {
    let x = this.state;
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    this.state = x;
    return x / 4294967296;
  }

  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  pick<T>(items: readonly T[]): T {
    return at(items, this.int(items.length));
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }

  hex(length: number): string {
    let text = '';
    while (text.length < length) text += this.int(16).toString(16);
    return text;
  }
}

// ---------------------------------------------------------------------------------------------
// The facts
// ---------------------------------------------------------------------------------------------

interface FactDivision {
  source_url: string;
  year: number;
  division: string;
  grade: string | null;
  rounds: { n: number; date: string | null }[];
  pairings: string[][];
  teams: { no: number; name: string; round_scores: (number | null)[]; place: string | null }[];
}

interface FactGridResult {
  shown: string;
  score: number | null;
  tiebreak_score?: number;
  won_on_tiebreak?: boolean;
  bye?: boolean;
}

interface FactGrid {
  source_url: string;
  year: number;
  section: string;
  columns: { name: string; date: string | null; pairings: string[] }[];
  teams: {
    no: number;
    name: string;
    from: string | null;
    results: (FactGridResult | null)[];
    place: string | null;
  }[];
  winner: string | null;
}

interface FactCssSheet {
  source_url: string;
  year: number;
  region: string;
  rounds: { n: number; play_by_date: string }[];
  pairings: string[][];
  teams: { no: number; name: string; round_scores: (string | null)[] | null; place: string | null }[];
}

interface FactZone {
  zone: string;
  code: string | null;
  region: string | null;
}

interface Facts {
  zones: FactZone[];
  eightTeamSchedule: [number, number][][];
  schoolLists: { year_of_list: number; source: string; zones: Record<string, string[]> }[];
  divisions: FactDivision[];
  interRegionGrids: FactGrid[];
  cssSheets: FactCssSheet[];
  champions: { year: number; metropolitan_champion?: string; country_champion?: string; note?: string }[];
  /** Every fact file's raw text, to check that a name said to be real really is in the facts. */
  text: string;
}

function fail(message: string): never {
  console.error(`build-demo-data: ${message}`);
  process.exit(1);
}

function loadFacts(): Facts {
  if (!fs.existsSync(FACTS_DIR)) {
    fail(
      `the league facts folder is missing: ${FACTS_DIR}\n` +
        'It should sit next to the repository (../shared/data/nswjcl) and hold structure.json, divisions.json, finals.json and history.json.',
    );
  }
  const texts: string[] = [];
  const read = (file: string): Record<string, unknown> => {
    const full = path.join(FACTS_DIR, file);
    if (!fs.existsSync(full)) fail(`the facts file ${full} is missing`);
    const text = fs.readFileSync(full, 'utf8');
    texts.push(text);
    return JSON.parse(text) as Record<string, unknown>;
  };
  const structure = read('structure.json') as {
    primary: { zones: FactZone[] };
    pairing_schedules: { name: string; per_round?: string[][] }[];
    school_lists: Facts['schoolLists'];
  };
  const divisions = read('divisions.json') as { divisions: FactDivision[] };
  const finals = read('finals.json') as {
    primary_inter_region_finals: FactGrid[];
    country_secondary_region_sheets: FactCssSheet[];
  };
  const history = read('history.json') as { primary_metropolitan_and_country_champions: Facts['champions'] };

  const schedule = structure.pairing_schedules.find((s) => s.name.startsWith('8-team'));
  if (!schedule?.per_round) fail('structure.json has no 8-team pairing schedule');
  const eightTeamSchedule = schedule.per_round.map((round) => round.map(parseVersus));

  return {
    zones: structure.primary.zones,
    eightTeamSchedule,
    schoolLists: structure.school_lists,
    divisions: divisions.divisions,
    interRegionGrids: finals.primary_inter_region_finals,
    cssSheets: finals.country_secondary_region_sheets,
    champions: history.primary_metropolitan_and_country_champions,
    text: texts.join('\n'),
  };
}

/** '1v8' → [1, 8] */
function parseVersus(text: string): [number, number] {
  const match = /^(\d+)v(\d+)$/.exec(text.trim());
  if (!match) throw new Error(`cannot read the pairing '${text}'`);
  return [Number(match[1]), Number(match[2])];
}

let FACTS: Facts;

/** Guards the promise that a name called real is in the facts. */
function real(name: string): string {
  if (!FACTS.text.includes(name)) throw new Error(`'${name}' is not in the facts`);
  return name;
}

// ---------------------------------------------------------------------------------------------
// Regions and zones (the same in both seasons)
// ---------------------------------------------------------------------------------------------

const REGIONS: RegionRecord[] = [
  { code: 'ME', name: 'Met East', metro: 'metropolitan' },
  { code: 'MN', name: 'Met North', metro: 'metropolitan' },
  { code: 'MSW', name: 'Met South-West', metro: 'metropolitan' },
  { code: 'MW', name: 'Met West', metro: 'metropolitan' },
  { code: 'HU', name: 'Hunter', metro: 'country' },
  { code: 'NC', name: 'North Coast', metro: 'country' },
  { code: 'NW', name: 'North West', metro: 'country' },
  { code: 'RI', name: 'Riverina', metro: 'country' },
  { code: 'SC', name: 'South Coast', metro: 'country' },
  { code: 'WE', name: 'Western', metro: 'country' },
];

const REGION_BY_FACT_NAME: Record<string, string> = {
  'Met East': 'ME',
  'Met North': 'MN',
  'Met South-West': 'MSW',
  'Met West': 'MW',
  Hunter: 'HU',
  'North Coast': 'NC',
  'North-West': 'NW',
  'North West': 'NW',
  Riverina: 'RI',
  'South Coast': 'SC',
  Western: 'WE',
};

function regionName(code: string): string {
  return must(
    REGIONS.find((r) => r.code === code),
    `region ${code}`,
  ).name;
}

function regionMetro(code: string): Metro {
  return must(
    REGIONS.find((r) => r.code === code),
    `region ${code}`,
  ).metro;
}

/**
 * Primary zones. `code` zones use the real code and name from structure.json; `named` zones are real
 * zone names that the facts give without a code (the code is ours); `place` zones are ours, named after
 * a real place that appears in the facts. `region` is used only where the facts give none.
 */
type ZoneSpec = { code: string; kind: 'code' | 'named' | 'place'; name?: string; region?: string };

const PRIMARY_ZONE_SPECS: ZoneSpec[] = [
  { code: 'EC', kind: 'code' },
  { code: 'IW', kind: 'code' },
  { code: 'SG', kind: 'named', name: 'St George' },
  { code: 'SU', kind: 'named', name: 'Sutherland' },
  { code: 'ST', kind: 'code' },
  { code: 'WT', kind: 'named', name: 'Wentworth' },
  { code: 'CC', kind: 'code' },
  { code: 'LN', kind: 'code' },
  { code: 'M-W', kind: 'code' },
  { code: 'UN', kind: 'code', region: 'MN' },
  { code: 'RY', kind: 'named', name: 'Ryde', region: 'MN' },
  { code: 'FF', kind: 'named', name: 'Fairfield', region: 'MSW' },
  { code: 'HD', kind: 'code', region: 'MW' },
  { code: 'PA', kind: 'code' },
  { code: 'BL', kind: 'code', region: 'MW' },
  { code: 'BM', kind: 'code', region: 'MW' },
  { code: 'CU', kind: 'named', name: 'Cumberland', region: 'MW' },
  { code: 'NP', kind: 'named', name: 'Nepean', region: 'MW' },
  { code: 'NE', kind: 'place', name: 'Newcastle', region: 'HU' },
  { code: 'MA', kind: 'place', name: 'Maitland', region: 'HU' },
  { code: 'ML', kind: 'code' },
  { code: 'PM', kind: 'place', name: 'Port Macquarie', region: 'NC' },
  { code: 'AR', kind: 'code' },
  { code: 'WW', kind: 'named', name: 'Wagga Wagga', region: 'RI' },
  { code: 'GR', kind: 'named', name: 'Griffith', region: 'RI' },
  { code: 'AL', kind: 'place', name: 'Albury', region: 'RI' },
  { code: 'IL', kind: 'named', name: 'Illawarra', region: 'SC' },
  { code: 'SH', kind: 'code' },
  { code: 'OR', kind: 'named', name: 'Orange', region: 'WE' },
  { code: 'DB', kind: 'place', name: 'Dubbo', region: 'WE' },
];

type ZoneDef = {
  code: string;
  name: string;
  region: string;
  competition: Competition;
  inferredRegion: boolean;
};

function primaryZones(): ZoneDef[] {
  return PRIMARY_ZONE_SPECS.map((spec) => {
    let fact: FactZone | undefined;
    if (spec.kind === 'code') fact = FACTS.zones.find((z) => z.code === spec.code);
    if (spec.kind === 'named') fact = FACTS.zones.find((z) => z.zone === spec.name);
    if (spec.kind !== 'place' && !fact) throw new Error(`zone ${spec.code} is not in structure.json`);
    if (spec.kind === 'named' && fact?.code)
      throw new Error(`zone ${spec.name} has a real code ${fact.code}; use it`);
    const name = fact ? fact.zone : real(must(spec.name, `name of ${spec.code}`));
    const factRegion = fact?.region ? must(REGION_BY_FACT_NAME[fact.region], `region ${fact.region}`) : null;
    if (factRegion && spec.region && factRegion !== spec.region)
      throw new Error(`zone ${spec.code}: region differs from the facts`);
    const region = factRegion ?? must(spec.region, `region of zone ${spec.code}`);
    return { code: spec.code, name, region, competition: 'primary', inferredRegion: !factRegion };
  });
}

const MSS_ZONES: ZoneDef[] = [
  { code: 'E', name: 'Met East', region: 'ME', competition: 'secondary', inferredRegion: false },
  { code: 'N', name: 'Met North', region: 'MN', competition: 'secondary', inferredRegion: false },
  { code: 'W', name: 'Met West', region: 'MW', competition: 'secondary', inferredRegion: false },
];

const CSS_REGIONS = ['HU', 'NC', 'NW', 'RI', 'SC', 'WE'] as const;

function cssZones(): ZoneDef[] {
  return CSS_REGIONS.map((code) => ({
    code,
    name: regionName(code),
    region: code,
    competition: 'secondary',
    inferredRegion: false,
  }));
}

function zoneRecord(zone: ZoneDef): ZoneRecord {
  let scorer: ZoneRecord['scorer'];
  if (zone.competition === 'primary') {
    scorer = { name: `${zone.name} zone scorer`, email: `scorer.${slug(zone.name)}@example.org` };
  } else if (regionMetro(zone.region) === 'metropolitan') {
    scorer = { name: `${zone.name} secondary scorer`, email: `scorer.mss-${slug(zone.name)}@example.org` };
  } else {
    scorer = {
      name: `${zone.name} country secondary scorer`,
      email: `scorer.css-${slug(zone.name)}@example.org`,
    };
  }
  return { code: zone.code, name: zone.name, region: zone.region, competition: zone.competition, scorer };
}

// ---------------------------------------------------------------------------------------------
// School name pools (every name comes from the facts; `demo N` names fill a zone that has too few)
// ---------------------------------------------------------------------------------------------

function listNames(zone: string, years: number[]): string[] {
  const names: string[] = [];
  for (const list of FACTS.schoolLists) {
    if (!years.includes(list.year_of_list)) continue;
    for (const name of list.zones[zone] ?? []) if (!names.includes(name)) names.push(name);
  }
  if (names.length === 0) throw new Error(`no school list for ${zone}`);
  return names;
}

function divisionFact(year: number, code: string): FactDivision {
  return must(
    FACTS.divisions.find((d) => d.year === year && d.division === code),
    `division ${code} ${year} in divisions.json`,
  );
}

function sheetSchools(year: number, code: string): string[] {
  const names: string[] = [];
  for (const team of divisionFact(year, code).teams) {
    const school = schoolOf(team.name);
    if (team.name !== '(Bye)' && !names.includes(school)) names.push(school);
  }
  return names;
}

/** Names of zone schools; where the facts give none for a zone the list is topped up with demo names. */
function primaryPool(code: string): string[] {
  switch (code) {
    case 'EC':
      return listNames('East Coast', [2009, 2016]);
    case 'IW':
      return listNames('Inner-West', [2009, 2016]);
    case 'SG':
      return listNames('St George', [2009]);
    case 'SU':
      return listNames('Sutherland', [2009]);
    case 'ST':
      return listNames('Strathfield', [2016]);
    case 'WT':
      return listNames('Wentworth', [2016]);
    case 'CC':
      return listNames('Central Coast', [2009, 2016]);
    case 'LN':
      return listNames('Lower North Shore', [2009]);
    case 'PA':
      return [...sheetSchools(2026, 'PA2'), real('Carlingford West')];
    case 'HD':
      return [real('Matthew Pearce'), real('Ironbark Ridge')];
    case 'UN':
      return [
        real('Sydney Grammar St Ives'),
        real('St Ives North Public School'),
        real('Knox Grammar Preparatory School'),
      ];
    case 'FF':
      return [real('Bardia'), real('St Johns Park'), real('Georges Hall'), real("St Peter's Anglican")];
    case 'BL':
      return [real('Toongabbie Christian')];
    case 'BM':
      return [real('Wentworth Falls'), real('Blue Mountains Grammar')];
    case 'NE':
      return [
        real('New Lambton South'),
        real('Newcastle Grammar'),
        real('The Junction Newcastle'),
        real('Avondale'),
        real("St Philip's Waratah"),
        real('Belair'),
        real('Marks Point'),
        real('Caves Beach'),
        real('Charlestown East'),
        real('Anna Bay'),
      ];
    case 'MA':
      return [
        real('Maitland'),
        real('Rutherford'),
        real("St Paul's Rutherford"),
        real('Singleton Heights'),
        real('Denman'),
      ];
    case 'ML':
      return [real('Emmanuel Anglican College')];
    case 'PM':
      return [real('Westport'), real('St Columba Anglican')];
    case 'AR':
      return sheetSchools(2013, 'AR2');
    case 'WW':
      return [real('Sturt')];
    case 'AL':
      return [real('Scots Albury')];
    case 'IL':
      return [real('Wollongong')];
    case 'SH':
      return sheetSchools(2011, 'SH2');
    case 'OR':
      return [real('Kinross Wolaroi'), real('Millthorpe')];
    case 'DB':
      return [real("St Mary's Dubbo")];
    default:
      return [];
  }
}

/** Metropolitan secondary schools from the 2026 IE1 sheet and the 2024 one-day standings; the region is our reading. */
const MSS_POOLS: Record<string, string[]> = {
  ME: [
    'Sydney Grammar',
    'Sydney Boys',
    'Scots',
    'Cranbrook',
    'Waverley',
    'Reddam House',
    'Marcellin Randwick',
    'Sydney Technical',
    'Fort Street',
    'Brigidine Randwick',
    'Inner Sydney',
    'Marist Kogarah',
    'Tempe',
    'Canterbury Boys',
  ],
  MN: [
    'North Sydney Boys',
    'Knox Grammar',
    'Shore',
    'Chatswood',
    'Killara',
    'Barker',
    'Manly',
    'Marist Eastwood',
  ],
  MW: ['James Ruse', 'Baulkham Hills', "King's", 'Penrith', 'Granville Boys'],
};

/** Hands out team names for a zone: school name plus the next free team letter of that school. */
class TeamNamer {
  private pointer = 0;
  private readonly letters = new Map<string, Set<string>>();
  readonly pool: string[];

  constructor(pool: string[], fillerPrefix: string, minimum = 8) {
    this.pool = [...pool];
    for (let k = 1; this.pool.length < minimum; k++) this.pool.push(`${fillerPrefix} demo ${k}`);
  }

  reserve(teamName: string) {
    const school = schoolOf(teamName);
    const letter = teamName.slice(school.length).trim();
    if (!this.letters.has(school)) this.letters.set(school, new Set());
    this.letters.get(school)?.add(letter);
  }

  private name(school: string): string {
    const used = this.letters.get(school) ?? new Set<string>();
    const letter = must(
      [...'ABCDEFGH'].find((l) => !used.has(l)),
      `a free team letter for ${school}`,
    );
    used.add(letter);
    this.letters.set(school, used);
    return `${school} ${letter}`;
  }

  pick(count: number, first?: string): { name: string; school: string }[] {
    const schools: string[] = [];
    if (first) {
      if (!this.pool.includes(first)) throw new Error(`${first} is not in the pool`);
      schools.push(first);
    }
    let guard = 0;
    while (schools.length < count) {
      const school = at(this.pool, this.pointer % this.pool.length);
      this.pointer++;
      // A school enters a second team in the same division only when the pool has no one else left.
      if (!schools.includes(school) || new Set(schools).size >= this.pool.length) schools.push(school);
      if (++guard > 1000) throw new Error('pool too small');
    }
    return schools.map((school) => ({ name: this.name(school), school }));
  }
}

// ---------------------------------------------------------------------------------------------
// Games
// ---------------------------------------------------------------------------------------------

type Entry = { name: string; school: string; rating: number };

function playGame(rng: Rng, home: number, away: number): GameResult {
  const expected = 1 / (1 + 10 ** ((away - home) / 400));
  const draw = 0.14;
  const u = rng.next();
  if (u < expected - draw / 2) return '1';
  if (u < expected + draw / 2) return '½';
  return '0';
}

const POINTS_FOR_HOME: Record<GameResult, number> = { '1': 1, '½': 0.5, '0': 0, '1F': 1, '0F': 0, X: 0 };
const TIE_BREAK_WEIGHTS = [4, 3, 2, 1];

type FinalsResult = NonNullable<FinalsMatch['result']>;

/**
 * A finals pairing: 8 games (a double match with colours reversed) for primary, or one match of 4 games
 * for metropolitan secondary. A tie is decided by board-weighted points (4, 3, 2, 1 for boards 1 to 4);
 * the sheets print them in brackets, e.g. 4(11) v 4(9).
 */
function playFinalsPairing(rng: Rng, home: number, away: number, games: 4 | 8): FinalsResult {
  for (;;) {
    const results = Array.from({ length: games }, () => playGame(rng, home, away));
    const h = results.reduce((sum, g) => sum + POINTS_FOR_HOME[g], 0);
    const a = games - h;
    if (h !== a) return { home: h, away: a };
    const tbHome = results.reduce((sum, g, i) => sum + at(TIE_BREAK_WEIGHTS, i % 4) * POINTS_FOR_HOME[g], 0);
    const tbAway = results.reduce(
      (sum, g, i) => sum + at(TIE_BREAK_WEIGHTS, i % 4) * (1 - POINTS_FOR_HOME[g]),
      0,
    );
    if (tbHome !== tbAway)
      return {
        home: h,
        away: a,
        tiebreak: { home: tbHome, away: tbAway, winner: tbHome > tbAway ? 'home' : 'away' },
      };
  }
}

/** One 4-board match of a country secondary knock-out; a 2-2 tie goes to the side ahead when board 4, then 3, … are discarded. */
function playKnockoutMatch(rng: Rng, home: number, away: number): MatchResult {
  for (;;) {
    const boards = Array.from({ length: 4 }, () => playGame(rng, home, away));
    const points = boardPoints(boards);
    if (points.home !== points.away) return { home: points.home, away: points.away };
    for (let kept = 3; kept >= 1; kept--) {
      const h = boards.slice(0, kept).reduce((sum, g) => sum + POINTS_FOR_HOME[g], 0);
      if (h !== kept / 2) return { home: 2, away: 2, tiebreak: { winner: h > kept / 2 ? 'home' : 'away' } };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Round-robin divisions
// ---------------------------------------------------------------------------------------------

type BuiltDivision = {
  division: Division;
  entries: Map<number, Entry>;
  /** The outright leader, when there is one and the draw is complete. */
  winner: Entry | null;
  /** Teams sharing first place, when two or more do. */
  tied: Entry[];
};

function pairingsFromSchedule(schedule: [number, number][][]): [number, number][][] {
  return schedule.map((round) => round.map(([h, a]) => [h, a] as [number, number]));
}

function standingsTop(
  division: Division,
  entries: Map<number, Entry>,
): { winner: Entry | null; tied: Entry[] } {
  const totals = new Map<number, number>();
  let complete = true;
  for (const round of division.rounds) {
    for (const p of round.pairings) {
      if (typeof p.away !== 'number') continue;
      if (!p.result) {
        complete = false;
        continue;
      }
      totals.set(p.home, (totals.get(p.home) ?? 0) + p.result.home);
      totals.set(p.away, (totals.get(p.away) ?? 0) + p.result.away);
    }
  }
  const ranked = division.teams
    .filter((t) => !t.bye)
    .map((t) => ({ no: t.no, total: totals.get(t.no) ?? 0 }));
  const best = Math.max(...ranked.map((r) => r.total));
  const top = ranked.filter((r) => r.total === best).map((r) => must(entries.get(r.no), `entry ${r.no}`));
  if (!complete) return { winner: null, tied: [] };
  return top.length === 1 ? { winner: at(top, 0), tied: [] } : { winner: null, tied: top };
}

type BoardsDemo = 'forfeit' | 'unfinished';

type FilledDivisionArgs = {
  key: string;
  code: string;
  name: string;
  no: number;
  zone: string;
  grade: GradeCode;
  teams: { name: string; school: string }[];
  dates: (string | null)[];
  dateNotes?: Record<number, string>;
  /** School that must finish first outright (the real region representative). */
  champion?: string;
  /** Exactly two teams share first place (to show a division playoff). */
  tieTop?: boolean;
  /** One team finishes first outright (divisions that feed the finals). */
  uniqueTop?: boolean;
  boards?: BoardsDemo[];
  notes: string[];
};

function filledDivision(args: FilledDivisionArgs): BuiltDivision {
  const setup = new Rng(`${args.key}/setup`);
  const order = setup.shuffle(args.teams);
  const entries = new Map<number, Entry>();
  // Teams with made-up 'demo' names are weaker, so the real school names tend to head the tables.
  order.forEach((team, i) =>
    entries.set(i + 1, {
      ...team,
      rating: 1000 + setup.int(600) - (team.school.includes(' demo ') ? 250 : 0),
    }),
  );
  if (args.champion) {
    const best = Math.max(...[...entries.values()].map((e) => e.rating));
    const champion = must(
      [...entries.values()].find((e) => e.school === args.champion),
      `${args.champion} in ${args.code}`,
    );
    champion.rating = best + 300;
  }
  const teams: Team[] = [...entries.entries()].map(([no, e]) => ({ no, name: e.name, school: e.school }));
  if (teams.length === 7) teams.push({ no: 8, name: '(Bye)', bye: true });
  if (teams.length !== 8) throw new Error(`${args.code}: a filled division needs 7 or 8 teams`);
  const byeNo = teams.find((t) => t.bye)?.no;
  const schedule = pairingsFromSchedule(FACTS.eightTeamSchedule);

  for (let attempt = 0; attempt < 2000; attempt++) {
    const rng = new Rng(`${args.key}/results/${attempt}`);
    const rounds: Round[] = schedule.map((pairs, r) => {
      const pairings: Pairing[] = pairs.map(([home, away]) => {
        if (home === byeNo || away === byeNo) {
          return { home, away, result: { home: home === byeNo ? 0 : 4, away: away === byeNo ? 0 : 4 } };
        }
        const h = must(entries.get(home), `team ${home}`);
        const a = must(entries.get(away), `team ${away}`);
        const games = Array.from({ length: 4 }, () => playGame(rng, h.rating, a.rating));
        const points = boardPoints(games);
        const result: MatchResult = { home: points.home, away: points.away };
        if (args.boards?.includes('forfeit') && r === 1 && isShowcase(pairs, byeNo, home)) {
          // Board 4 of the away side did not turn up: the home side takes it as a forfeit.
          games[3] = '1F';
          Object.assign(result, boardPoints(games), { boards: [...games] });
        }
        if (args.boards?.includes('unfinished') && r === 3 && isShowcase(pairs, byeNo, home)) {
          // Board 1 was unfinished and waits for the adjudicator.
          games[0] = 'X';
          Object.assign(result, boardPoints(games), { boards: [...games] });
        }
        return { home, away, result };
      });
      const note = args.dateNotes?.[r + 1];
      return { n: r + 1, date: at(args.dates, r), ...(note ? { date_note: note } : {}), pairings };
    });
    const division: Division = {
      code: args.code,
      name: args.name,
      no: args.no,
      zone: args.zone,
      grade: args.grade,
      teams,
      rounds,
      notes: args.notes,
    };
    const { winner, tied } = standingsTop(division, entries);
    if (args.champion && winner?.school !== args.champion) continue;
    if (args.tieTop && tied.length !== 2) continue;
    if (args.uniqueTop && !winner) continue;
    return { division, entries, winner, tied };
  }
  throw new Error(`${args.code}: no draw met the conditions`);
}

/** 'Parramatta', 'intermediate', 2 → 'Parramatta Intermediate 2' (shown after the code, as in 'PA2 Parramatta Intermediate 2'). */
function divisionName(place: string, grade: GradeCode, no: number): string {
  return `${place} ${GRADE_NAMES[grade]} ${no}`;
}

/** True when `home` is the home side of the round's first real match (the one that shows its boards). */
function isShowcase(pairs: [number, number][], byeNo: number | undefined, home: number): boolean {
  const first = pairs.find(([h, a]) => h !== byeNo && a !== byeNo);
  return first !== undefined && first[0] === home;
}

/** A real division table, copied as it is from divisions.json. */
function realDivision(args: {
  fact: FactDivision;
  name: string;
  zone: string;
  grade: GradeCode;
  no: number;
  dateNotes?: Record<number, string>;
  notes: string[];
}): BuiltDivision {
  const { fact } = args;
  const entries = new Map<number, Entry>();
  const teams: Team[] = fact.teams.map((t) => {
    if (t.name === '(Bye)') return { no: t.no, name: t.name, bye: true };
    entries.set(t.no, { name: t.name, school: schoolOf(t.name), rating: 1200 });
    return { no: t.no, name: t.name, school: schoolOf(t.name) };
  });
  const score = (no: number, r: number) =>
    must(
      fact.teams.find((t) => t.no === no),
      `team ${no}`,
    ).round_scores[r] ?? null;
  const rounds: Round[] = fact.rounds.map((factRound, r) => {
    const note = args.dateNotes?.[factRound.n];
    const pairings: Pairing[] = at(fact.pairings, r).map((text) => {
      const [home, away] = parseVersus(text);
      const h = score(home, r);
      const a = score(away, r);
      if (h === null && a === null) return { home, away, result: null };
      const result: MatchResult = { home: h ?? 0, away: a ?? 0 };
      return { home, away, result };
    });
    const date = factRound.date ? dayMonth(factRound.date, fact.year) : null;
    return { n: factRound.n, date, ...(note ? { date_note: note } : {}), pairings };
  });
  const division: Division = {
    code: fact.division,
    name: args.name,
    no: args.no,
    zone: args.zone,
    grade: args.grade,
    teams,
    rounds,
    notes: args.notes,
    source: fact.source_url,
  };
  const { winner, tied } = standingsTop(division, entries);
  return { division, entries, winner, tied };
}

// ---------------------------------------------------------------------------------------------
// Knock-out finals grids
// ---------------------------------------------------------------------------------------------

type Ref = number | 'bye' | '?' | `W${number}`;
type StepPlan = { name: string; date: string | null; pairs: [Ref, Ref][] };
type GridTeam = Entry & { from: string; notes?: string[] };

/** The league's knock-out shapes: entrant numbers, `bye`, and `Wi` = the winner of match i of the step before. */
function bracket(count: number, dates: (string | null)[]): StepPlan[] {
  const d = (i: number) => dates[i] ?? null;
  switch (count) {
    case 2:
      return [{ name: 'Final', date: d(0), pairs: [[1, 2]] }];
    case 3:
      return [
        {
          name: 'Semi',
          date: d(0),
          pairs: [
            [1, 'bye'],
            [2, 3],
          ],
        },
        { name: 'Final', date: d(1), pairs: [['W0', 'W1']] },
      ];
    case 4:
      return [
        {
          name: 'Semi',
          date: d(0),
          pairs: [
            [1, 3],
            [4, 2],
          ],
        },
        { name: 'Final', date: d(1), pairs: [['W1', 'W0']] },
      ];
    case 6:
      return [
        {
          name: 'Quarter',
          date: d(0),
          pairs: [
            [6, 1],
            [4, 5],
            [2, 3],
          ],
        },
        {
          name: 'Semi',
          date: d(1),
          pairs: [
            ['W0', 'W2'],
            ['W1', 'bye'],
          ],
        },
        { name: 'Final', date: d(2), pairs: [['W1', 'W0']] },
      ];
    default:
      throw new Error(`no bracket for ${count} entrants`);
  }
}

type GridArgs = {
  key: string;
  competition: Competition;
  grade: GradeCode;
  stage: FinalsStage;
  value: string;
  division?: string;
  teams: GridTeam[];
  steps: StepPlan[];
  /** Steps with results; later steps are still to be played. */
  played: number;
  games: 4 | 8;
  /** School that must win the grid. */
  champion?: string;
  notes: string[];
  source?: string;
};

function knockoutGrid(args: GridArgs): { grid: FinalsGrid; winner: GridTeam | null } {
  const entrants: FinalsEntrant[] = args.teams.map((t, i) => {
    const entrant: FinalsEntrant = { no: i + 1, name: t.name, from: t.from };
    if (t.notes) entrant.notes = t.notes;
    return entrant;
  });
  if (args.champion && !args.teams.some((t) => t.school === args.champion)) {
    throw new Error(`${args.key}: ${args.champion} is not an entrant`);
  }
  for (let attempt = 0; attempt < 2000; attempt++) {
    const rng = new Rng(`${args.key}/${attempt}`);
    let previous: (number | '?')[] = [];
    const steps: FinalsStep[] = args.steps.map((plan, s) => {
      const winners: (number | '?')[] = [];
      const matches: FinalsMatch[] = plan.pairs.map(([homeRef, awayRef]) => {
        const resolve = (ref: Ref): number | 'bye' | '?' =>
          typeof ref === 'string' && ref.startsWith('W')
            ? at(previous, Number(ref.slice(1)))
            : (ref as number | 'bye' | '?');
        let home = resolve(homeRef);
        let away = resolve(awayRef);
        if (home === '?' && typeof away === 'number') [home, away] = [away, home];
        if (typeof home !== 'number') throw new Error(`${args.key}: a match needs a known home team`);
        if (away === 'bye') {
          winners.push(home);
          return { home, away };
        }
        if (away === '?' || s >= args.played) {
          winners.push('?');
          return { home, away, result: null };
        }
        const h = at(args.teams, home - 1);
        const a = at(args.teams, away - 1);
        const result = playFinalsPairing(rng, h.rating, a.rating, args.games);
        const homeWon = result.home > result.away || result.tiebreak?.winner === 'home';
        winners.push(homeWon ? home : away);
        return { home, away, result };
      });
      previous = winners;
      return { name: plan.name, date: plan.date, matches };
    });
    const last = previous.length === 1 ? at(previous, 0) : '?';
    const winner = typeof last === 'number' ? at(args.teams, last - 1) : null;
    if (args.champion && winner?.school !== args.champion) continue;
    const grid: FinalsGrid = {
      competition: args.competition,
      grade: args.grade,
      stage: args.stage,
      value: args.value,
      ...(args.division ? { division: args.division } : {}),
      entrants,
      steps,
      notes: args.notes,
      ...(args.source ? { source: args.source } : {}),
    };
    return { grid, winner };
  }
  throw new Error(`${args.key}: no grid met the conditions`);
}

/** A real inter-region grid from finals.json, with the sheet's numbering kept. */
function realInterRegionGrid(fact: FactGrid, value: 'metropolitan' | 'country', notes: string[]): FinalsGrid {
  const numbers = fact.teams.map((t) => t.no);
  const extra: number[] = [];
  const nextFree = () => Math.max(...numbers, ...extra) + 1;
  const entrants: FinalsEntrant[] = [];
  /** The row that speaks for a sheet number (a duplicate number's row that played). */
  const rowOf = new Map<number, FactGrid['teams'][number]>();
  for (const team of fact.teams) {
    const played = team.results.some((r) => r !== null);
    const duplicate = fact.teams.filter((t) => t.no === team.no).length > 1;
    if (duplicate && !played) {
      const no = nextFree();
      extra.push(no);
      entrants.push({
        no,
        name: team.name,
        ...(team.from ? { from: team.from } : {}),
        notes: [
          `Printed as number ${team.no} on the sheet, beside ${fact.teams.find((t) => t.no === team.no && t !== team)?.name}; it has no scores and did not play. Renumbered ${no} here.`,
        ],
      });
      continue;
    }
    rowOf.set(team.no, team);
    entrants.push({ no: team.no, name: team.name, ...(team.from ? { from: team.from } : {}) });
  }
  entrants.sort((a, b) => a.no - b.no);
  const steps: FinalsStep[] = fact.columns.map((column, c) => ({
    name: column.name,
    date: column.date ? dayMonth(column.date, fact.year) : null,
    matches: column.pairings.map((text): FinalsMatch => {
      const bye = /^(\d+)\s*(?:-|v)\s*Bye$/i.exec(text);
      if (bye) return { home: Number(bye[1]), away: 'bye' };
      const [home, away] = parseVersus(text);
      const h = at(must(rowOf.get(home), `row ${home}`).results, c);
      const a = at(must(rowOf.get(away), `row ${away}`).results, c);
      if (!h || !a || h.score === null || a.score === null) return { home, away, result: null };
      const result: FinalsResult = { home: h.score, away: a.score };
      if (h.tiebreak_score !== undefined && a.tiebreak_score !== undefined) {
        result.tiebreak = {
          home: h.tiebreak_score,
          away: a.tiebreak_score,
          winner: h.won_on_tiebreak ? 'home' : 'away',
        };
      }
      return { home, away, result };
    }),
  }));
  return {
    competition: 'primary',
    grade: 'championship',
    stage: 'interregion',
    value,
    entrants,
    steps,
    notes,
    source: fact.source_url,
  };
}

// ---------------------------------------------------------------------------------------------
// Country secondary knock-outs (teams out on their second defeat)
// ---------------------------------------------------------------------------------------------

type KnockoutDraw = { rounds: Pairing[][]; winner: number; runnerUp: number };

function simulateKnockout(key: string, ratings: Map<number, number>): KnockoutDraw {
  const rng = new Rng(key);
  let main = rng.shuffle([...ratings.keys()]);
  let second: number[] = [];
  const byes = new Map<number, number>();
  const rounds: Pairing[][] = [];
  const rating = (no: number) => must(ratings.get(no), `rating ${no}`);

  const pairPool = (pool: number[], bracket: 'main' | 'second', pairings: Pairing[]) => {
    const winners: number[] = [];
    const losers: number[] = [];
    let order = rng.shuffle(pool);
    if (order.length % 2 === 1) {
      const fewest = Math.min(...order.map((no) => byes.get(no) ?? 0));
      const bye = must(
        order.find((no) => (byes.get(no) ?? 0) === fewest),
        'bye team',
      );
      byes.set(bye, fewest + 1);
      order = order.filter((no) => no !== bye);
      pairings.push({ home: bye, away: 'bye', bracket });
      winners.push(bye);
    }
    for (let i = 0; i + 1 < order.length; i += 2) {
      const home = at(order, i);
      const away = at(order, i + 1);
      const result = playKnockoutMatch(rng, rating(home), rating(away));
      const homeWon = result.home > result.away || result.tiebreak?.winner === 'home';
      winners.push(homeWon ? home : away);
      losers.push(homeWon ? away : home);
      pairings.push({ home, away, bracket, result });
    }
    return { winners, losers };
  };

  while (main.length > 1 || second.length > 1) {
    const pairings: Pairing[] = [];
    let mainLosers: number[] = [];
    if (main.length > 1) {
      const outcome = pairPool(main, 'main', pairings);
      main = outcome.winners;
      mainLosers = outcome.losers;
    }
    if (second.length > 1 || (second.length === 1 && main.length > 1)) {
      second = pairPool(second, 'second', pairings).winners;
    }
    second = [...second, ...mainLosers];
    rounds.push(pairings);
    if (rounds.length > 12) throw new Error(`${key}: the knock-out does not end`);
  }
  return { rounds, winner: at(main, 0), runnerUp: at(second, 0) };
}

/**
 * The season still in progress: results up to round `played` (one of its matches not yet reported),
 * the next round drawn with `?` for the opponents that depend on the unreported match, later rounds
 * not drawn yet.
 */
function partlyPlayed(rounds: Pairing[][], played: number): Pairing[][] {
  const last = at(rounds, played - 1);
  const next = rounds[played] ?? [];
  const real = (p: Pairing) => typeof p.away === 'number';
  /** The match's teams that play on meet known teams (not byes) in the next round, so the '?' shows there. */
  const showsNext = (p: Pairing) => {
    const teams = [p.home, p.away];
    const meetings = next.filter(
      (q) => teams.includes(q.home) || (typeof q.away === 'number' && teams.includes(q.away)),
    );
    return meetings.length > 0 && meetings.every(real);
  };
  const candidates = [
    ...last.filter((p) => real(p) && p.bracket === 'second'),
    ...last.filter((p) => real(p) && p.bracket !== 'second'),
  ];
  const unreported = candidates.find(showsNext) ?? candidates[0];
  const unknown = new Set<number>();
  if (unreported && typeof unreported.away === 'number') {
    unknown.add(unreported.home);
    unknown.add(unreported.away);
  }
  return rounds.map((pairings, r) => {
    if (r < played - 1) return pairings;
    if (r === played - 1) return pairings.map((p) => (p === unreported ? { ...p, result: null } : p));
    if (r > played) return [];
    const next: Pairing[] = [];
    for (const p of pairings) {
      let home: number | '?' = unknown.has(p.home) ? '?' : p.home;
      let away: Pairing['away'] = typeof p.away === 'number' && unknown.has(p.away) ? '?' : p.away;
      if (home === '?') {
        if (typeof away !== 'number') continue;
        [home, away] = [away, '?'];
      }
      const pairing: Pairing = { home, away, ...(p.bracket ? { bracket: p.bracket } : {}) };
      if (typeof away === 'number') pairing.result = null;
      next.push(pairing);
    }
    return next;
  });
}

function knockoutDivision(args: {
  region: string;
  names: string[];
  draw: Pairing[][];
  dates: string[];
  winner?: number;
  runnerUp?: number;
  notes: string[];
  source?: string;
}): Division {
  if (args.draw.length > args.dates.length) throw new Error(`${args.region}: more rounds than play-by dates`);
  const division: Division = {
    code: `${args.region}1`,
    name: `${regionName(args.region)} knock-out`,
    no: 1,
    zone: args.region,
    grade: 'country',
    teams: args.names.map((name, i) => ({ no: i + 1, name, school: name })),
    rounds: args.draw.map((pairings, r) => ({ n: r + 1, date: at(args.dates, r), play_by: true, pairings })),
  };
  if (args.winner !== undefined) division.winner = args.winner;
  if (args.runnerUp !== undefined) division.runner_up = args.runnerUp;
  division.notes = args.notes;
  if (args.source) division.source = args.source;
  return division;
}

/** One of the real country secondary sheets, with fills for the matches whose scores were cut off. */
function knockoutFromSheet(args: {
  sheet: FactCssSheet;
  missingNames: Record<number, string>;
  fills: Record<string, 'home' | 'away'>;
  dates: string[];
  key: string;
}): { draw: Pairing[][]; names: string[]; winner: number; runnerUp: number } {
  const { sheet } = args;
  const rng = new Rng(args.key);
  const numbers = new Set<number>();
  for (const round of sheet.pairings) {
    for (const text of round)
      for (const part of text.split(/v|-/)) if (/^\d+$/.test(part)) numbers.add(Number(part));
  }
  const count = Math.max(...numbers);
  const names = Array.from({ length: count }, (_, i) => {
    const team = sheet.teams.find((t) => t.no === i + 1);
    return team
      ? team.name
      : must(args.missingNames[i + 1], `a name for team ${i + 1} of ${sheet.region} ${sheet.year}`);
  });
  const losses = new Map<number, number>();
  const lost = (no: number) => losses.set(no, (losses.get(no) ?? 0) + 1);
  const scoreOf = (no: number, r: number) => {
    const cell = sheet.teams.find((t) => t.no === no)?.round_scores?.[r] ?? null;
    if (cell === null || cell === 'Bye') return null;
    return { points: Number(cell.replace('*', '')), star: cell.endsWith('*') };
  };
  const draw = sheet.pairings.map((round, r) =>
    round.map((text): Pairing => {
      const bye = /^(\d+)-Bye$/.exec(text);
      const bracketOf = (no: number) => ((losses.get(no) ?? 0) === 0 ? 'main' : 'second');
      if (bye) return { home: Number(bye[1]), away: 'bye', bracket: bracketOf(Number(bye[1])) };
      const [home, away] = parseVersus(text);
      for (const no of [home, away])
        if ((losses.get(no) ?? 0) >= 2)
          throw new Error(`${text} in round ${r + 1}: team ${no} is already out`);
      const bracket = bracketOf(home);
      if (bracket !== bracketOf(away)) throw new Error(`${text} in round ${r + 1} mixes the brackets`);
      const h = scoreOf(home, r);
      const a = scoreOf(away, r);
      let result: MatchResult;
      if (h && a) {
        result = { home: h.points, away: a.points };
        if (h.points === a.points && (h.star || a.star))
          result.tiebreak = { winner: h.star ? 'home' : 'away' };
      } else if (h || a) {
        const known = must(h ?? a, 'score');
        const other = 4 - known.points;
        const knownWins = known.points > 2 || (known.points === 2 && known.star);
        const homeWins = h ? knownWins : !knownWins;
        result = h ? { home: known.points, away: other } : { home: other, away: known.points };
        if (known.points === 2) result.tiebreak = { winner: homeWins ? 'home' : 'away' };
      } else {
        const side = must(
          args.fills[`${r + 1}:${text}`],
          `a fill for round ${r + 1} ${text} (${sheet.region} ${sheet.year})`,
        );
        const points = rng.pick([2.5, 3, 3, 3.5, 4]);
        result = side === 'home' ? { home: points, away: 4 - points } : { home: 4 - points, away: points };
      }
      if (result.home + result.away === 0) {
        lost(home);
        lost(away);
      } else {
        const homeWon = result.home > result.away || result.tiebreak?.winner === 'home';
        lost(homeWon ? away : home);
      }
      return { home, away, bracket, result };
    }),
  );
  const placed = (place: string) =>
    must(
      sheet.teams.find((t) => t.place === place),
      `${place} place on the ${sheet.region} sheet`,
    ).no;
  const winner = placed('1st');
  const runnerUp = placed('2nd');
  if ((losses.get(winner) ?? 0) !== 0 || (losses.get(runnerUp) ?? 0) !== 1)
    throw new Error(`${sheet.region} ${sheet.year}: places do not follow the results`);
  if (draw.length > args.dates.length) throw new Error('not enough play-by dates');
  return { draw, names, winner, runnerUp };
}

// ---------------------------------------------------------------------------------------------
// Season building blocks
// ---------------------------------------------------------------------------------------------

type DivisionPlan = {
  grade: GradeCode;
  size: 7 | 8;
  champion?: string;
  tieTop?: boolean;
  boards?: BoardsDemo[];
};
type ZonePlan = { zone: string; oneDay?: string; divisions: DivisionPlan[] };

const FEEDS_FINALS: GradeCode[] = ['championship'];

function primaryFilledNote(zone: ZoneDef, realNames: boolean): string {
  return realNames
    ? `Filled-in demo division: the team names use real ${zone.name} zone school names from the league's pages (some topped up with 'demo' names); every result is generated.`
    : `Filled-in demo division: the facts name too few ${zone.name} schools, so most teams carry made-up 'demo' names; every result is generated.`;
}

function buildPrimaryZones(args: {
  year: number;
  zones: ZoneDef[];
  plans: ZonePlan[];
  weeklyDates: string[];
  real?: Record<string, BuiltDivision>;
  reserved?: Record<string, string[]>;
}): { built: Map<string, BuiltDivision[]>; divisions: Division[] } {
  const built = new Map<string, BuiltDivision[]>();
  const divisions: Division[] = [];
  for (const plan of args.plans) {
    const zone = must(
      args.zones.find((z) => z.code === plan.zone),
      `zone ${plan.zone}`,
    );
    const pool = primaryPool(zone.code);
    const namer = new TeamNamer(pool, zone.name);
    for (const name of args.reserved?.[zone.code] ?? []) namer.reserve(name);
    const list: BuiltDivision[] = [];
    const realNames = pool.length >= 5;
    let no = 0;
    for (const divisionPlan of plan.divisions) {
      no++;
      const code = `${zone.code}${no}`;
      const realDiv = args.real?.[code];
      if (realDiv) {
        list.push(realDiv);
        divisions.push(realDiv.division);
        no = realDiv.division.no;
        continue;
      }
      const dates = plan.oneDay ? Array.from({ length: 7 }, () => plan.oneDay as string) : args.weeklyDates;
      const notes = [primaryFilledNote(zone, realNames)];
      if (plan.oneDay)
        notes.push(
          `One-day zone: all seven rounds are played at one school on ${plan.oneDay}, as several country zones do.`,
        );
      const division = filledDivision({
        key: `${args.year}/${code}`,
        code,
        name: divisionName(zone.name, divisionPlan.grade, no),
        no,
        zone: zone.code,
        grade: divisionPlan.grade,
        teams: namer.pick(divisionPlan.size, divisionPlan.champion),
        dates,
        champion: divisionPlan.champion,
        tieTop: divisionPlan.tieTop,
        uniqueTop:
          !divisionPlan.tieTop &&
          (divisionPlan.grade === 'championship' || divisionPlan.grade === 'combined'),
        boards: divisionPlan.boards,
        notes,
      });
      list.push(division);
      divisions.push(division.division);
    }
    built.set(zone.code, list);
  }
  return { built, divisions };
}

/** Zone champions (zone finals and division playoffs), region finals and region champions for primary. */
function primaryFinalsUpToRegions(args: {
  year: number;
  zones: ZoneDef[];
  built: Map<string, BuiltDivision[]>;
  dates: { playoff: string; zone: string; regionSemi: string; regionFinal: string };
  regionChampions?: Record<string, string>;
}): { grids: FinalsGrid[]; champions: Map<string, GridTeam> } {
  const grids: FinalsGrid[] = [];
  const zoneChampions = new Map<string, GridTeam>();
  for (const zone of args.zones) {
    const divisions = args.built.get(zone.code);
    if (!divisions) continue;
    let feeders = divisions.filter((d) => FEEDS_FINALS.includes(d.division.grade));
    if (feeders.length === 0) feeders = divisions.filter((d) => d.division.grade === 'combined');
    const winners: GridTeam[] = [];
    for (const d of feeders) {
      if (d.winner) {
        winners.push({ ...d.winner, from: d.division.code });
        continue;
      }
      if (d.tied.length !== 2) throw new Error(`${d.division.code}: no winner`);
      const playoff = knockoutGrid({
        key: `${args.year}/playoff/${d.division.code}`,
        competition: 'primary',
        grade: 'championship',
        stage: 'zone',
        value: zone.code,
        division: d.division.code,
        teams: d.tied.map((e) => ({ ...e, from: `${d.division.code}, =1st` })),
        steps: [{ name: 'Playoff', date: args.dates.playoff, pairs: [[1, 2]] }],
        played: 1,
        games: 8,
        notes: [
          `Filled-in demo playoff: two teams finished =1st in ${d.division.code}. They are division co-winners; as the league's 2025 playoff rules say, a playoff decides which one goes on to the finals.`,
          'A double match with colours reversed, scored out of 8.',
        ],
      });
      grids.push(playoff.grid);
      winners.push({ ...must(playoff.winner, 'playoff winner'), from: d.division.code });
    }
    if (winners.length === 0) continue;
    if (winners.length === 1) {
      zoneChampions.set(zone.code, { ...at(winners, 0), from: `${zone.name} zone` });
      continue;
    }
    const final = knockoutGrid({
      key: `${args.year}/zone/${zone.code}`,
      competition: 'primary',
      grade: 'championship',
      stage: 'zone',
      value: zone.code,
      teams: winners,
      steps: bracket(winners.length, [args.dates.zone, addDays(args.dates.zone, 7)]),
      played: 9,
      games: 8,
      notes: [
        `Filled-in demo zone final between the winners of ${zone.name}'s Championship divisions.`,
        'Each pairing is a double match with colours reversed, scored out of 8; a tie goes to board-weighted points (shown in brackets on the sheets).',
      ],
    });
    grids.push(final.grid);
    zoneChampions.set(zone.code, { ...must(final.winner, 'zone final winner'), from: `${zone.name} zone` });
  }

  const champions = new Map<string, GridTeam>();
  for (const region of REGIONS) {
    const entrants = args.zones
      .filter((z) => z.region === region.code && zoneChampions.has(z.code))
      .map((z) => must(zoneChampions.get(z.code), z.code));
    if (entrants.length === 0) continue;
    const wanted = args.regionChampions?.[region.code];
    if (entrants.length === 1) {
      const only = at(entrants, 0);
      if (wanted && only.school !== wanted)
        throw new Error(`${region.code}: ${wanted} is not the zone champion`);
      champions.set(region.code, only);
      continue;
    }
    const dates =
      entrants.length === 2 ? [args.dates.regionFinal] : [args.dates.regionSemi, args.dates.regionFinal];
    const final = knockoutGrid({
      key: `${args.year}/region/${region.code}`,
      competition: 'primary',
      grade: 'championship',
      stage: 'region',
      value: region.code,
      teams: entrants,
      steps: bracket(entrants.length, dates),
      played: 9,
      games: 8,
      champion: wanted,
      notes: [
        `Filled-in demo region final: a knock-out between the ${region.name} zone champions in this demo season.`,
        ...(wanted
          ? [`Its winner is the real ${args.year} ${region.name} representative at the inter-region finals.`]
          : []),
        'Each pairing is a double match with colours reversed, scored out of 8.',
      ],
    });
    grids.push(final.grid);
    champions.set(region.code, must(final.winner, 'region final winner'));
  }
  return { grids, champions };
}

type MssPlan = { region: string; grade: 'senior' | 'intermediate' | 'junior'; size: 7 | 8 }[];
const MSS_FINALS_NOTE =
  'Filled in like the primary finals: each pairing is a double match with colours reversed, scored out of 8, and a tie goes to board-weighted points (4, 3, 2, 1 for boards 1 to 4). The real format of the metropolitan secondary finals was not captured.';
const MSS_GRADE_LETTER = { senior: 'S', intermediate: 'I', junior: 'J' } as const;
const MSS_REGION_LETTER: Record<string, string> = { ME: 'E', MN: 'N', MW: 'W' };

function buildMss(args: {
  year: number;
  plan: MssPlan;
  dates: string[];
  dateNotes?: Record<number, string>;
  real?: Record<string, BuiltDivision>;
  reserved?: string[];
}): BuiltDivision[] {
  const namers = new Map<string, TeamNamer>();
  const counters = new Map<string, number>();
  const out: BuiltDivision[] = [];
  for (const item of args.plan) {
    const zone = must(MSS_REGION_LETTER[item.region], item.region);
    const prefix = `${MSS_GRADE_LETTER[item.grade]}${zone}`;
    const no = (counters.get(prefix) ?? 0) + 1;
    counters.set(prefix, no);
    const code = `${prefix}${no}`;
    const realDiv = args.real?.[code];
    if (realDiv) {
      out.push(realDiv);
      continue;
    }
    const namerKey = `${item.region}/${item.grade}`;
    if (!namers.has(namerKey)) {
      const namer = new TeamNamer(
        must(MSS_POOLS[item.region], item.region).map(real),
        regionName(item.region),
        5,
      );
      if (item.region === 'ME' && item.grade === 'intermediate')
        for (const name of args.reserved ?? []) namer.reserve(name);
      namers.set(namerKey, namer);
    }
    const namer = must(namers.get(namerKey), namerKey);
    out.push(
      filledDivision({
        key: `${args.year}/${code}`,
        code,
        name: divisionName(regionName(item.region), item.grade, no),
        no,
        zone,
        grade: item.grade,
        teams: namer.pick(item.size),
        dates: args.dates,
        dateNotes: args.dateNotes,
        uniqueTop: true,
        notes: [
          `Filled-in demo division: team names are real metropolitan secondary school teams from the 2026 IE1 sheet and the 2024 Secondary One-Day standings (the region each school is placed in is our reading); every result is generated.`,
        ],
      }),
    );
  }
  return out;
}

function mssRegionFinals(args: { year: number; built: BuiltDivision[]; date: string }): {
  grids: FinalsGrid[];
  champions: Map<string, GridTeam | null>;
} {
  const grids: FinalsGrid[] = [];
  const champions = new Map<string, GridTeam | null>();
  for (const grade of ['senior', 'intermediate', 'junior'] as const) {
    for (const region of ['ME', 'MN', 'MW']) {
      const zone = must(MSS_REGION_LETTER[region], region);
      const divisions = args.built.filter((d) => d.division.grade === grade && d.division.zone === zone);
      if (divisions.length === 0) continue;
      const winners = divisions.map((d) => (d.winner ? { ...d.winner, from: d.division.code } : null));
      if (winners.length === 1) {
        champions.set(`${region}/${grade}`, winners[0] ? { ...winners[0], from: regionName(region) } : null);
        continue;
      }
      if (winners.some((w) => w === null)) throw new Error(`${region} ${grade}: a division has no winner`);
      const teams = winners as GridTeam[];
      const final = knockoutGrid({
        key: `${args.year}/mss-region/${region}/${grade}`,
        competition: 'secondary',
        grade,
        stage: 'region',
        value: region,
        teams,
        steps: bracket(teams.length, [args.date, addDays(args.date, 7)]),
        played: 9,
        games: 8,
        notes: [
          `Filled-in demo region final between the ${regionName(region)} ${grade} division winners.`,
          MSS_FINALS_NOTE,
        ],
      });
      grids.push(final.grid);
      const winner = must(final.winner, 'region final winner');
      champions.set(`${region}/${grade}`, { ...winner, from: regionName(region) });
    }
  }
  return { grids, champions };
}

function circleSchedule(count: number): [number, number][][] {
  let order = Array.from({ length: count }, (_, i) => i + 1);
  const rounds: [number, number][][] = [];
  for (let r = 0; r < count - 1; r++) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < count / 2; i++) {
      const a = at(order, i);
      const b = at(order, count - 1 - i);
      pairs.push((r + i) % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(pairs);
    order = [at(order, 0), at(order, count - 1), ...order.slice(1, count - 1)];
  }
  return rounds;
}

// ---------------------------------------------------------------------------------------------
// Schools (2026)
// ---------------------------------------------------------------------------------------------

type SchoolSpec = {
  name: string;
  suburb: string | null;
  zone: string;
  metro: Metro;
  competition: Competition;
};

const SCHOOLS_2026: SchoolSpec[] = [
  {
    name: 'Carlingford',
    suburb: 'Carlingford',
    zone: 'Parramatta',
    metro: 'metropolitan',
    competition: 'primary',
  },
  {
    name: "St Bernadette's Castle Hill",
    suburb: 'Castle Hill',
    zone: 'Parramatta',
    metro: 'metropolitan',
    competition: 'primary',
  },
  { name: 'Darcy Road', suburb: null, zone: 'Parramatta', metro: 'metropolitan', competition: 'primary' },
  {
    name: 'North Rocks Public School',
    suburb: 'North Rocks',
    zone: 'Parramatta',
    metro: 'metropolitan',
    competition: 'primary',
  },
  {
    name: 'Parramatta West',
    suburb: 'Parramatta',
    zone: 'Parramatta',
    metro: 'metropolitan',
    competition: 'primary',
  },
  { name: 'Murray Farm', suburb: null, zone: 'Parramatta', metro: 'metropolitan', competition: 'primary' },
  {
    name: 'Carlingford West Public School',
    suburb: 'Carlingford',
    zone: 'Parramatta',
    metro: 'metropolitan',
    competition: 'primary',
  },
  {
    name: 'Matthew Pearce Public School',
    suburb: null,
    zone: 'Hills',
    metro: 'metropolitan',
    competition: 'primary',
  },
  {
    name: 'Ironbark Ridge Public School',
    suburb: null,
    zone: 'Hills',
    metro: 'metropolitan',
    competition: 'primary',
  },
  {
    name: 'Beecroft Public School',
    suburb: 'Beecroft',
    zone: 'Hills',
    metro: 'metropolitan',
    competition: 'primary',
  },
  {
    name: 'Summer Hill Public School',
    suburb: 'Summer Hill',
    zone: 'Inner-West',
    metro: 'metropolitan',
    competition: 'primary',
  },
  { name: 'Emanuel School', suburb: null, zone: 'East Coast', metro: 'metropolitan', competition: 'primary' },
  {
    name: 'Penshurst West Public School',
    suburb: 'Penshurst',
    zone: 'St George',
    metro: 'metropolitan',
    competition: 'primary',
  },
  {
    name: 'Caringbah North Public School',
    suburb: 'Caringbah',
    zone: 'Sutherland',
    metro: 'metropolitan',
    competition: 'primary',
  },
  {
    name: 'Double Bay Public School',
    suburb: 'Double Bay',
    zone: 'Wentworth',
    metro: 'metropolitan',
    competition: 'primary',
  },
  {
    name: 'Sydney Grammar School St Ives Preparatory',
    suburb: 'St Ives',
    zone: 'Upper North Shore',
    metro: 'metropolitan',
    competition: 'primary',
  },
  {
    name: 'St Ives North Public School',
    suburb: 'St Ives',
    zone: 'Upper North Shore',
    metro: 'metropolitan',
    competition: 'primary',
  },
  {
    name: 'Chatswood Public School',
    suburb: 'Chatswood',
    zone: 'Lower North Shore',
    metro: 'metropolitan',
    competition: 'primary',
  },
  {
    name: 'Neutral Bay Public School',
    suburb: 'Neutral Bay',
    zone: 'Lower North Shore',
    metro: 'metropolitan',
    competition: 'primary',
  },
  {
    name: 'New Lambton South',
    suburb: 'New Lambton',
    zone: 'Newcastle',
    metro: 'country',
    competition: 'primary',
  },
  {
    name: 'Wollongong Public School',
    suburb: 'Wollongong',
    zone: 'Illawarra',
    metro: 'country',
    competition: 'primary',
  },
  {
    name: "St Mary's Primary School Dubbo",
    suburb: 'Dubbo',
    zone: 'Dubbo',
    metro: 'country',
    competition: 'primary',
  },
  { name: 'Armidale City', suburb: 'Armidale', zone: 'Armidale', metro: 'country', competition: 'primary' },
  { name: 'Scots Albury', suburb: 'Albury', zone: 'Albury', metro: 'country', competition: 'primary' },
  {
    name: 'Emmanuel Anglican College',
    suburb: null,
    zone: 'Maclean',
    metro: 'country',
    competition: 'primary',
  },
  { name: 'Sydney Boys', suburb: null, zone: 'Met East', metro: 'metropolitan', competition: 'secondary' },
  { name: 'Sydney Grammar', suburb: null, zone: 'Met East', metro: 'metropolitan', competition: 'secondary' },
  { name: 'Waverley', suburb: 'Waverley', zone: 'Met East', metro: 'metropolitan', competition: 'secondary' },
  {
    name: 'Marcellin Randwick',
    suburb: 'Randwick',
    zone: 'Met East',
    metro: 'metropolitan',
    competition: 'secondary',
  },
  { name: 'Reddam House', suburb: null, zone: 'Met East', metro: 'metropolitan', competition: 'secondary' },
  {
    name: 'North Sydney Boys',
    suburb: 'North Sydney',
    zone: 'Met North',
    metro: 'metropolitan',
    competition: 'secondary',
  },
  {
    name: 'Baulkham Hills',
    suburb: 'Baulkham Hills',
    zone: 'Met West',
    metro: 'metropolitan',
    competition: 'secondary',
  },
  {
    name: 'Mudgee High School',
    suburb: 'Mudgee',
    zone: 'Western',
    metro: 'country',
    competition: 'secondary',
  },
  {
    name: 'Orange Anglican Grammar School',
    suburb: 'Orange',
    zone: 'Western',
    metro: 'country',
    competition: 'secondary',
  },
  {
    name: 'Shearwater Mullumbimby Steiner School',
    suburb: 'Mullumbimby',
    zone: 'North Coast',
    metro: 'country',
    competition: 'secondary',
  },
  {
    name: 'Kyogle High School',
    suburb: 'Kyogle',
    zone: 'North Coast',
    metro: 'country',
    competition: 'secondary',
  },
  {
    name: 'Grafton High School',
    suburb: 'Grafton',
    zone: 'North Coast',
    metro: 'country',
    competition: 'secondary',
  },
];

/** Schools that get an online-entry invitation link in 2026, and how many previous-year coordinators each has. */
const INVITED: { name: string; mode: CompetitionMode; submitted: boolean; coordinators: 1 | 2 }[] = [
  { name: 'Carlingford', mode: 'metropolitan_primary', submitted: true, coordinators: 1 },
  { name: 'Summer Hill Public School', mode: 'metropolitan_primary', submitted: false, coordinators: 2 },
  {
    name: 'Sydney Grammar School St Ives Preparatory',
    mode: 'metropolitan_primary',
    submitted: false,
    coordinators: 1,
  },
  { name: 'Neutral Bay Public School', mode: 'metropolitan_primary', submitted: false, coordinators: 2 },
  { name: 'Wollongong Public School', mode: 'country_primary', submitted: true, coordinators: 1 },
  { name: 'New Lambton South', mode: 'country_primary', submitted: false, coordinators: 1 },
  { name: 'Sydney Boys', mode: 'metropolitan_secondary', submitted: false, coordinators: 2 },
  { name: 'North Sydney Boys', mode: 'metropolitan_secondary', submitted: false, coordinators: 1 },
];

/** Mobile numbers the Australian regulator (ACMA) lists for use in fiction, within 0491 570 006–159. */
const FICTION_MOBILES = ['0491570006', '0491570110', '0491570156', '0491570157', '0491570158', '0491570159'];
const CHESS_ROOMS = [
  'School library',
  'School hall',
  'Classroom next to the library',
  'Staff meeting room',
  'Music room',
  'Canteen area',
];
const FIRST_NAMES = ['Alex', 'Sam', 'Jordan', 'Robin', 'Chris', 'Jamie', 'Taylor', 'Morgan'];
const LAST_NAMES = ['Sample', 'Example', 'Placeholder', 'Demo'];
const TITLES: CoordinatorRecord['title'][] = ['Ms', 'Mr', 'Dr', 'Mrs', 'Miss'];
const ROLES: CoordinatorRecord['type'][] = ['Teacher', 'Coach', 'Parent', 'Principal'];

function schools2026(): SchoolRecord[] {
  const rng = new Rng('2026/schools');
  return SCHOOLS_2026.map((spec, i) => {
    const school: SchoolRecord = {
      name: real(spec.name),
      address: "Demo address, not the school's",
      suburb: spec.suburb ?? spec.zone,
      state: 'NSW',
      postcode: '2000',
      phone: `025550${String(i + 1).padStart(4, '0')}`,
      location_of_chess_room: at(CHESS_ROOMS, i % CHESS_ROOMS.length),
      metro: spec.metro,
      competition: spec.competition,
    };
    const invite = INVITED.find((inv) => inv.name === spec.name);
    if (invite) {
      school.invitations = [
        {
          mode: invite.mode,
          hash: rng.hex(32),
          submitted: invite.submitted,
          coordinators: Array.from({ length: invite.coordinators }, (_, k) => ({
            first_name: rng.pick(FIRST_NAMES),
            last_name: rng.pick(LAST_NAMES),
            title: rng.pick(TITLES),
            type: rng.pick(ROLES),
            email: `coordinator${k + 1}.${slug(spec.name)}@example.org`,
            mobile: rng.pick(FICTION_MOBILES),
          })),
        },
      ];
    }
    return school;
  });
}

for (const invite of INVITED) {
  if (!SCHOOLS_2026.some((s) => s.name === invite.name))
    throw new Error(`invited school ${invite.name} is not listed`);
}

// ---------------------------------------------------------------------------------------------
// Season 2025 (finished)
// ---------------------------------------------------------------------------------------------

const DOUBLE_MATCH_NOTE =
  'Each pairing is two matches with colours reversed (the first-numbered team is home in the first), so it is scored out of 8.';

const CSS_DEMO_SIZES: Record<string, number> = { HU: 10, NW: 6, RI: 8, SC: 7 };

function cssDemoNames(region: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${regionName(region)} demo school ${i + 1}`);
}

function season2025(zones: ZoneDef[]): SeasonBundle {
  const year = 2025;
  const grid = (section: string) =>
    must(
      FACTS.interRegionGrids.find((g) => g.year === year && g.section === section),
      `${year} ${section} inter-region grid`,
    );
  const metroFact = grid('Metropolitan');
  const countryFact = grid('Country');
  /** The real region representatives on the 2025 inter-region sheets: the demo region finals lead to them. */
  const representatives: Record<string, string> = {};
  for (const fact of [metroFact, countryFact]) {
    for (const team of fact.teams) {
      if (!team.results.some((r) => r !== null)) continue;
      const region = must(
        REGION_BY_FACT_NAME[must(team.from, 'from').replace(/ Region$/, '')],
        `region of ${team.name}`,
      );
      representatives[region] = team.name;
    }
  }

  const plans: ZonePlan[] = [
    {
      zone: 'EC',
      divisions: [
        { grade: 'championship', size: 8 },
        { grade: 'championship', size: 7 },
        { grade: 'intermediate', size: 8, boards: ['forfeit'] },
        { grade: 'rookies', size: 7 },
        { grade: 'junior_rookies', size: 7 },
      ],
    },
    {
      zone: 'IW',
      divisions: [
        { grade: 'championship', size: 8, champion: representatives.ME },
        { grade: 'rookies', size: 7 },
      ],
    },
    {
      zone: 'SU',
      divisions: [
        { grade: 'championship', size: 7 },
        { grade: 'intermediate', size: 7 },
      ],
    },
    { zone: 'UN', divisions: [{ grade: 'championship', size: 7, champion: representatives.MN }] },
    {
      zone: 'LN',
      divisions: [
        { grade: 'championship', size: 8, tieTop: true },
        { grade: 'rookies', size: 7, boards: ['unfinished'] },
      ],
    },
    {
      zone: 'CC',
      divisions: [
        { grade: 'championship', size: 8 },
        { grade: 'intermediate', size: 7 },
      ],
    },
    { zone: 'FF', divisions: [{ grade: 'championship', size: 7, champion: representatives.MSW }] },
    {
      zone: 'PA',
      divisions: [
        { grade: 'championship', size: 8, champion: representatives.MW },
        { grade: 'intermediate', size: 7 },
        { grade: 'rookies', size: 8 },
      ],
    },
    { zone: 'HD', divisions: [{ grade: 'championship', size: 7 }] },
    { zone: 'BM', divisions: [{ grade: 'combined', size: 7 }] },
    {
      zone: 'NE',
      divisions: [
        { grade: 'championship', size: 8, champion: representatives.HU },
        { grade: 'rookies', size: 7 },
      ],
    },
    { zone: 'MA', divisions: [{ grade: 'championship', size: 7 }] },
    { zone: 'ML', divisions: [{ grade: 'championship', size: 7, champion: representatives.NC }] },
    { zone: 'PM', divisions: [{ grade: 'championship', size: 7 }] },
    {
      zone: 'AR',
      oneDay: '2025-06-03',
      divisions: [
        { grade: 'championship', size: 7, champion: representatives.NW },
        { grade: 'rookies', size: 7 },
      ],
    },
    { zone: 'AL', divisions: [{ grade: 'championship', size: 7, champion: representatives.RI }] },
    { zone: 'WW', divisions: [{ grade: 'championship', size: 7 }] },
    {
      zone: 'IL',
      divisions: [
        { grade: 'championship', size: 8, champion: representatives.SC },
        { grade: 'intermediate', size: 7 },
      ],
    },
    { zone: 'SH', divisions: [{ grade: 'championship', size: 7 }] },
    { zone: 'DB', divisions: [{ grade: 'championship', size: 7, champion: representatives.WE }] },
    { zone: 'OR', divisions: [{ grade: 'championship', size: 7 }] },
  ];
  const primary = buildPrimaryZones({ year, zones, plans, weeklyDates: weekly('2025-05-02', 7) });
  const upToRegions = primaryFinalsUpToRegions({
    year,
    zones,
    built: primary.built,
    dates: { playoff: '2025-06-27', zone: '2025-07-25', regionSemi: '2025-08-15', regionFinal: '2025-08-29' },
    regionChampions: representatives,
  });

  const duplicateNote =
    'The sheet prints two rows numbered 2 for North Coast Region: St Columba Anglican, with no scores, and Emmanuel Anglican College, who played. Here St Columba Anglican keeps its row under its own number so that the numbers stay unique; number 2 is Emmanuel Anglican College.';
  const interregion = [
    realInterRegionGrid(metroFact, 'metropolitan', [
      `Real grid: the ${year} Metropolitan inter-region finals as published (entrants, pairings, dates and scores).`,
      DOUBLE_MATCH_NOTE,
      `Winner: ${metroFact.winner}.`,
    ]),
    realInterRegionGrid(countryFact, 'country', [
      `Real grid: the ${year} Country inter-region finals as published (entrants, pairings, dates and scores).`,
      DOUBLE_MATCH_NOTE,
      "A tied pairing (4-4) was decided on tie-break; the tie-break scores are the figures in brackets on the sheet, and '#' marks the winner.",
      duplicateNote,
      'Which column each pairing belongs to was worked out from the score pattern when the sheet was transcribed.',
      `Winner: ${countryFact.winner}.`,
    ]),
  ];
  const champion = must(
    FACTS.champions.find((c) => c.year === year),
    `${year} champions in history.json`,
  );
  const nswFinal: FinalsGrid = {
    competition: 'primary',
    grade: 'championship',
    stage: 'intermetropolitan',
    value: '',
    entrants: [
      {
        no: 1,
        name: real(must(champion.metropolitan_champion, 'metropolitan champion')),
        from: 'Metropolitan champion',
      },
      { no: 2, name: real(must(champion.country_champion, 'country champion')), from: 'Country champion' },
    ],
    steps: [{ name: 'Final', date: null, matches: [{ home: 1, away: 2, result: null }] }],
    notes: [
      `Real finalists: the winners of the two ${year} inter-region grids. The result and date of the ${year} NSW final were not found, so no winner is shown and none is made up.`,
      `Sources: ${metroFact.source_url} and ${countryFact.source_url}.`,
    ],
    source: countryFact.source_url,
  };

  // Metropolitan secondary
  const mss = buildMss({
    year,
    plan: [
      { region: 'ME', grade: 'senior', size: 8 },
      { region: 'ME', grade: 'senior', size: 8 },
      { region: 'ME', grade: 'intermediate', size: 8 },
      { region: 'ME', grade: 'intermediate', size: 7 },
      { region: 'ME', grade: 'junior', size: 8 },
      { region: 'ME', grade: 'junior', size: 7 },
      { region: 'MN', grade: 'senior', size: 8 },
      { region: 'MN', grade: 'intermediate', size: 8 },
      { region: 'MN', grade: 'intermediate', size: 7 },
      { region: 'MN', grade: 'junior', size: 8 },
      { region: 'MN', grade: 'junior', size: 7 },
      { region: 'MW', grade: 'senior', size: 7 },
      { region: 'MW', grade: 'junior', size: 7 },
    ],
    dates: weekly('2025-05-02', 7),
  });
  const mssRegion = mssRegionFinals({ year, built: mss, date: '2025-08-15' });
  const mssInter = (['senior', 'intermediate', 'junior'] as const).map((grade) => {
    const teams = ['ME', 'MN', 'MW']
      .map((region) => mssRegion.champions.get(`${region}/${grade}`))
      .filter((t): t is GridTeam => !!t);
    return knockoutGrid({
      key: `${year}/mss-inter/${grade}`,
      competition: 'secondary',
      grade,
      stage: 'interregion',
      value: 'metropolitan',
      teams,
      steps: bracket(teams.length, teams.length === 2 ? ['2025-09-19'] : ['2025-09-05', '2025-09-19']),
      played: 9,
      games: 8,
      notes: [
        `Filled-in demo inter-region final between the ${grade} region champions.`,
        ...(teams.length < 3 ? [`Met West has no ${grade} division in this demo season.`] : []),
        MSS_FINALS_NOTE,
      ],
    }).grid;
  });

  // Country secondary
  const cssDates = [
    '2025-03-28',
    '2025-05-16',
    '2025-06-06',
    '2025-06-27',
    '2025-08-08',
    '2025-08-29',
    '2025-09-19',
    '2025-10-10',
  ];
  const sheet = (year_: number, region: string) =>
    must(
      FACTS.cssSheets.find((s) => s.year === year_ && s.region === region),
      `${region} ${year_} sheet`,
    );
  const nc2018 = sheet(2018, 'North Coast');
  const we2020 = sheet(2020, 'Western');
  const nc = knockoutFromSheet({
    sheet: nc2018,
    key: '2025/css/NC',
    dates: cssDates,
    missingNames: {
      13: `${real("St Joseph's College Banora P")}oint`,
      14: real('Coffs Harbour Christian Community School'),
      15: real('Coffs Harbour High School'),
      16: real('Lindisfarne Anglican Grammar School'),
      17: real('Living School Lismore'),
      18: `${real('Manning Valley Anglican Colleg')}e`,
      19: 'North Coast team 19 (name not captured)',
      20: 'North Coast team 20 (name not captured)',
    },
    fills: { '1:16v15': 'home', '2:13v20': 'home', '3:17v16': 'away', '6:14v16': 'home' },
  });
  const we = knockoutFromSheet({
    sheet: we2020,
    key: '2025/css/WE',
    dates: cssDates,
    missingNames: {
      14: real("St Mary's Catholic School Wellington"),
      ...Object.fromEntries([15, 16, 17, 18, 19].map((no) => [no, `Western team ${no} (name not captured)`])),
    },
    fills: { '1:16v18': 'home', '2:18v15': 'away' },
  });
  const cssWinners = new Map<string, { name: string; rating: number }>();
  const cssDivisions: Division[] = [];
  for (const region of CSS_REGIONS) {
    if (region === 'NC' || region === 'WE') {
      const built = region === 'NC' ? nc : we;
      const source = region === 'NC' ? nc2018 : we2020;
      cssDivisions.push(
        knockoutDivision({
          region,
          names: built.names,
          draw: built.draw,
          dates: cssDates,
          winner: built.winner,
          runnerUp: built.runnerUp,
          source: source.source_url,
          notes: [
            `Based on the real ${source.year} ${source.region} sheet: its schools, per-round pairings, scores, winner and second place are shown here as the ${year} demo season.`,
            "A '2*' on the sheet (a 2-2 tie won on tie-break) is a 2-2 result with a tie-break winner.",
            region === 'NC'
              ? "The sheet excerpt stops at team 13 ('St Joseph's College Banora P…', completed here). Teams 14-18 carry other real North Coast school names from the 2021 sheet (Manning Valley Anglican College completed from a cut-off name) and teams 19-20 are unnamed. Scores of matches between two of the cut-off teams are filled in to agree with who played on (rounds 1, 2, 3 and 6)."
              : "The sheet excerpt stops at team 14 (St Mary's Catholic School Wellington); teams 15-19 are unnamed. Scores of matches between two of them are filled in to agree with who played on (rounds 1 and 2). Round 2 Orange High School v Orange Christian School is 0-0 on the sheet and both teams went out; Blayney High School and team 17 do not appear after round 2.",
            'Play-by dates are ours (Fridays in 2025); the first-numbered team is home.',
          ],
        }),
      );
      const name = at(built.names, built.winner - 1);
      cssWinners.set(region, { name, rating: 1500 });
      continue;
    }
    const count = must(CSS_DEMO_SIZES[region], region);
    const ratings = new Map(
      Array.from(
        { length: count },
        (_, i) => [i + 1, 1000 + new Rng(`2025/css/${region}/r${i}`).int(600)] as const,
      ),
    );
    const draw = simulateKnockout(`2025/css/${region}`, ratings);
    const names = cssDemoNames(region, count);
    cssDivisions.push(
      knockoutDivision({
        region,
        names,
        draw: draw.rounds,
        dates: cssDates,
        winner: draw.winner,
        runnerUp: draw.runnerUp,
        notes: [
          `Filled-in demo knock-out: no ${regionName(region)} sheet was found, so the school names are made up ('demo school') and every result is generated.`,
          'Teams are out on their second defeat; teams beaten once play on in the second-place competition.',
        ],
      }),
    );
    cssWinners.set(region, {
      name: at(names, draw.winner - 1),
      rating: must(ratings.get(draw.winner), 'rating'),
    });
  }

  const rrTeams: Team[] = CSS_REGIONS.map((region, i) => ({
    no: i + 1,
    name: must(cssWinners.get(region), region).name,
  }));
  const rrRng = new Rng('2025/css-finals');
  const rrDates = ['2025-10-17', '2025-10-24', '2025-10-31', '2025-11-07', '2025-11-14'];
  const roundRobin: RoundRobinFinals = {
    teams: rrTeams,
    rounds: circleSchedule(6).map((pairs, r) => ({
      n: r + 1,
      date: at(rrDates, r),
      play_by: true,
      pairings: pairs.map(([home, away]) => {
        const h = must(cssWinners.get(at(CSS_REGIONS, home - 1)), 'home').rating;
        const a = must(cssWinners.get(at(CSS_REGIONS, away - 1)), 'away').rating;
        const games = Array.from({ length: 4 }, () => playGame(rrRng, h, a));
        const points = boardPoints(games);
        return { home, away, result: { home: points.home, away: points.away } };
      }),
    })),
    notes: [
      'Filled-in demo round robin among the six region winners of this demo season; the real country secondary finals were not captured. Results are generated.',
    ],
  };

  return {
    format: BUNDLE_FORMAT,
    year,
    demo: true,
    active: false,
    published: true,
    info_block_hidden: false,
    home_white_boards: [1, 3],
    entry: {
      metropolitan_primary: {
        cutoff_date: '2025-03-26',
        commence_date: '2025-05-02',
        invitation_active: false,
        price: 33,
      },
      metropolitan_secondary: {
        cutoff_date: '2025-03-26',
        commence_date: '2025-05-02',
        invitation_active: false,
        price: 33,
      },
      country_primary: {
        cutoff_date: '2025-03-26',
        commence_date: '2025-05-02',
        invitation_active: false,
        price: 33,
      },
      country_secondary: {
        cutoff_date: '2025-02-28',
        commence_date: '2025-03-28',
        invitation_active: false,
        price: 33,
      },
    },
    regions: REGIONS,
    zones: [...zones, ...MSS_ZONES, ...cssZones()].map(zoneRecord),
    divisions: [...primary.divisions, ...mss.map((d) => d.division), ...cssDivisions],
    finals: [...upToRegions.grids, ...interregion, nswFinal, ...mssRegion.grids, ...mssInter],
    round_robin_finals: roundRobin,
    history: { primary: null },
    schools: [],
    notes: [
      'Demo season: it mixes real facts from the NSW Junior Chess League pages with filled-in results. Each division and grid says which it is in its notes.',
      'Real: the 2025 Metropolitan and Country primary inter-region grids (entrants, dates, scores) and the two NSW finalists. The NSW final result was not found, so it has no result and history has no 2025 primary winner.',
      'Filled in: every zone division, zone final, playoff and region final (they lead to the real 2025 region representatives), the metropolitan secondary season and finals, and the country secondary finals round robin.',
      'Country secondary: North Coast replays the real 2018 North Coast sheet and Western the real 2020 Western sheet; the other four regions are made up.',
      'Team names in filled-in divisions are real school names from the league pages (zone school lists of 2009 and 2016, sheets and finals grids) where the facts give enough; "demo" names fill the rest. Places of schools in zones outside the school lists are our reading.',
      'Entry fee: $33 per team including GST is the real figure from 2013 and 2017; the 2025 fee was not found. Entry dates are plausible, not real.',
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Season 2026 (in progress)
// ---------------------------------------------------------------------------------------------

function season2026(zones: ZoneDef[]): SeasonBundle {
  const year = 2026;
  const pa2Fact = divisionFact(year, 'PA2');
  const ie1Fact = divisionFact(year, 'IE1');
  const pa2 = realDivision({
    fact: pa2Fact,
    name: divisionName('Parramatta', 'intermediate', 2),
    zone: 'PA',
    grade: 'intermediate',
    no: 2,
    dateNotes: {
      6: 'If either school is closed on 5 June for the mid-term break, this match is played on 19 June instead (footnote † on the sheet).',
    },
    notes: [
      "Real division: the 2026 Parramatta Intermediate division PA2 as published, with every score (St Bernadette's Castle Hill A placed 1st).",
      'Team 8 is the (Bye) row: the team drawn against it scores 4.',
      'Round 3, Darcy Road C v Murray Farm C, adds up to 3 (1 to 2): one game has no result on the sheet.',
      'Home team (first-numbered) plays White on boards 1 and 3.',
    ],
  });
  const ie1 = realDivision({
    fact: ie1Fact,
    name: divisionName('Met East', 'intermediate', 1),
    zone: 'E',
    grade: 'intermediate',
    no: 1,
    dateNotes: {
      6: 'Marked ‡ on the sheet: if either school is closed on 5 June for a mid-term break, the match is rescheduled, before the end of second term if possible.',
    },
    notes: [
      'Real division: the 2026 Met East Intermediate division IE1 as published when rounds 1 and 2 had been played. Later rounds show the draw only.',
      'Eight real teams, no bye. Home team (first-numbered) plays White on boards 1 and 3.',
    ],
  });

  const plans: ZonePlan[] = [
    {
      zone: 'EC',
      divisions: [
        { grade: 'championship', size: 8 },
        { grade: 'championship', size: 8 },
        { grade: 'intermediate', size: 7, boards: ['forfeit'] },
        { grade: 'rookies', size: 8 },
        { grade: 'junior_rookies', size: 7 },
      ],
    },
    {
      zone: 'SG',
      divisions: [
        { grade: 'championship', size: 7 },
        { grade: 'rookies', size: 7 },
      ],
    },
    {
      zone: 'WT',
      divisions: [
        { grade: 'championship', size: 7 },
        { grade: 'intermediate', size: 7 },
      ],
    },
    {
      zone: 'LN',
      divisions: [
        { grade: 'championship', size: 8 },
        { grade: 'intermediate', size: 7 },
        { grade: 'rookies', size: 7, boards: ['unfinished'] },
      ],
    },
    {
      zone: 'CC',
      divisions: [
        { grade: 'championship', size: 8 },
        { grade: 'championship', size: 7 },
        { grade: 'rookies', size: 7 },
      ],
    },
    {
      zone: 'FF',
      divisions: [
        { grade: 'championship', size: 7 },
        { grade: 'rookies', size: 7 },
      ],
    },
    {
      zone: 'PA',
      divisions: [
        { grade: 'championship', size: 8 },
        { grade: 'intermediate', size: 7 },
        { grade: 'rookies', size: 7, boards: ['forfeit', 'unfinished'] },
        { grade: 'junior_rookies', size: 7 },
      ],
    },
    { zone: 'BL', divisions: [{ grade: 'combined', size: 7 }] },
    {
      zone: 'NE',
      divisions: [
        { grade: 'championship', size: 8 },
        { grade: 'championship', size: 7 },
        { grade: 'rookies', size: 7 },
      ],
    },
    { zone: 'MA', divisions: [{ grade: 'championship', size: 7 }] },
    { zone: 'ML', divisions: [{ grade: 'championship', size: 7 }] },
    { zone: 'PM', divisions: [{ grade: 'combined', size: 7 }] },
    {
      zone: 'AR',
      oneDay: '2026-06-02',
      divisions: [
        { grade: 'championship', size: 7 },
        { grade: 'rookies', size: 7 },
      ],
    },
    { zone: 'WW', divisions: [{ grade: 'championship', size: 7 }] },
    { zone: 'GR', divisions: [{ grade: 'combined', size: 7 }] },
    {
      zone: 'IL',
      divisions: [
        { grade: 'championship', size: 8 },
        { grade: 'intermediate', size: 7 },
      ],
    },
    { zone: 'SH', divisions: [{ grade: 'combined', size: 7 }] },
    { zone: 'OR', divisions: [{ grade: 'championship', size: 7 }] },
    { zone: 'DB', divisions: [{ grade: 'championship', size: 7 }] },
  ];
  const primary = buildPrimaryZones({
    year,
    zones,
    plans,
    weeklyDates: weekly('2026-05-01', 7),
    real: { PA2: pa2 },
    reserved: { PA: pa2Fact.teams.filter((t) => t.name !== '(Bye)').map((t) => t.name) },
  });
  const upToRegions = primaryFinalsUpToRegions({
    year,
    zones,
    built: primary.built,
    dates: { playoff: '2026-06-26', zone: '2026-07-31', regionSemi: '2026-08-21', regionFinal: '2026-08-28' },
  });
  const champion = (region: string, from: string): GridTeam => ({
    ...must(upToRegions.champions.get(region), `${year} ${region} champion`),
    from,
  });
  const asSchool = (team: GridTeam): GridTeam => ({ ...team, name: team.school });
  const metro = knockoutGrid({
    key: `${year}/inter/metropolitan`,
    competition: 'primary',
    grade: 'championship',
    stage: 'interregion',
    value: 'metropolitan',
    teams: ['ME', 'MN', 'MSW', 'MW'].map((r) => asSchool(champion(r, `${regionName(r)} Region`))),
    steps: bracket(4, ['2026-09-25', '2026-10-30']),
    played: 2,
    games: 8,
    notes: [
      'Filled-in demo inter-region finals between the four metropolitan region champions of this demo season.',
      DOUBLE_MATCH_NOTE,
    ],
  });
  const country = knockoutGrid({
    key: `${year}/inter/country`,
    competition: 'primary',
    grade: 'championship',
    stage: 'interregion',
    value: 'country',
    teams: ['HU', 'NC', 'NW', 'RI', 'SC', 'WE'].map((r) => asSchool(champion(r, `${regionName(r)} Region`))),
    steps: bracket(6, ['2026-09-25', '2026-11-13', '2026-11-13']),
    played: 3,
    games: 8,
    notes: [
      'Filled-in demo inter-region finals between the six country region champions of this demo season, drawn like the real 2025 country grid (three quarter-finals, one team with a bye in the semi).',
      DOUBLE_MATCH_NOTE,
    ],
  });
  const nswFinal = knockoutGrid({
    key: `${year}/nsw`,
    competition: 'primary',
    grade: 'championship',
    stage: 'intermetropolitan',
    value: '',
    teams: [
      { ...must(metro.winner, 'metropolitan champion'), from: 'Metropolitan champion' },
      { ...must(country.winner, 'country champion'), from: 'Country champion' },
    ],
    steps: [{ name: 'Final', date: '2026-11-28', pairs: [[1, 2]] }],
    played: 0,
    games: 8,
    notes: [
      'Filled-in demo NSW final (Metropolitan champion v Country champion), still to be played.',
      DOUBLE_MATCH_NOTE,
    ],
  });

  // Metropolitan secondary
  const mssDates = weekly('2026-05-01', 7);
  const mssNote = {
    6: 'Marked ‡ on the 2026 sheets: if either school is closed on 5 June for a mid-term break, the match is rescheduled, before the end of second term if possible.',
  };
  const mss = buildMss({
    year,
    plan: [
      { region: 'ME', grade: 'senior', size: 8 },
      { region: 'ME', grade: 'senior', size: 7 },
      { region: 'ME', grade: 'intermediate', size: 8 },
      { region: 'ME', grade: 'junior', size: 8 },
      { region: 'ME', grade: 'junior', size: 7 },
      { region: 'MN', grade: 'senior', size: 8 },
      { region: 'MN', grade: 'intermediate', size: 8 },
      { region: 'MN', grade: 'intermediate', size: 7 },
      { region: 'MN', grade: 'junior', size: 8 },
      { region: 'MW', grade: 'senior', size: 7 },
      { region: 'MW', grade: 'intermediate', size: 7 },
      { region: 'MW', grade: 'junior', size: 7 },
    ],
    dates: mssDates,
    dateNotes: mssNote,
    real: { IE1: ie1 },
    reserved: ie1Fact.teams.map((t) => t.name),
  });
  for (const code of ['SE1', 'IN1']) {
    const d = must(
      mss.find((b) => b.division.code === code),
      code,
    );
    d.division.notes = [
      ...(d.division.notes ?? []),
      `The code ${code} is a real 2026 division code (its table was not captured), so this division is filled in.`,
    ];
  }
  const mssRegion = mssRegionFinals({ year, built: mss, date: '2026-08-14' });
  const mssInter = (['senior', 'intermediate', 'junior'] as const).map((grade) => {
    if (grade === 'intermediate') {
      const teams = ['MN', 'MW'].map((region) =>
        must(mssRegion.champions.get(`${region}/${grade}`), `${region} ${grade}`),
      );
      return knockoutGrid({
        key: `${year}/mss-inter/${grade}`,
        competition: 'secondary',
        grade,
        stage: 'interregion',
        value: 'metropolitan',
        teams,
        steps: [
          {
            name: 'Semi',
            date: '2026-11-27',
            pairs: [
              [1, 'bye'],
              [2, '?'],
            ],
          },
          { name: 'Final', date: '2026-12-04', pairs: [['W0', 'W1']] },
        ],
        played: 0,
        games: 8,
        notes: [
          'Filled-in demo inter-region final, still to be played.',
          "'?' is the Met East intermediate champion: the winner of IE1, which is the real 2026 division and has rounds 3 to 7 still to be recorded.",
        ],
      }).grid;
    }
    const teams = ['ME', 'MN', 'MW'].map((region) =>
      must(mssRegion.champions.get(`${region}/${grade}`), `${region} ${grade}`),
    );
    return knockoutGrid({
      key: `${year}/mss-inter/${grade}`,
      competition: 'secondary',
      grade,
      stage: 'interregion',
      value: 'metropolitan',
      teams,
      steps: bracket(teams.length, ['2026-09-04', '2026-09-18']),
      played: 9,
      games: 8,
      notes: [`Filled-in demo inter-region final between the ${grade} region champions.`, MSS_FINALS_NOTE],
    }).grid;
  });

  // Country secondary: every region part-way through its knock-out
  const laterDates = ['2026-05-15', '2026-06-19', '2026-08-07', '2026-09-04', '2026-10-30'];
  const upcoming = ['2026-11-27', '2026-12-04', '2026-12-11'];
  const sheet = (year_: number, region: string) =>
    must(
      FACTS.cssSheets.find((s) => s.year === year_ && s.region === region),
      `${region} ${year_} sheet`,
    );
  const nc2021 = sheet(2021, 'North Coast');
  const we2020 = sheet(2020, 'Western');
  const cssNames: Record<string, { names: string[]; source?: string; note: string }> = {
    NC: {
      names: [...nc2021.teams.map((t) => t.name), `${real('Manning Valley Anglican Colleg')}e`],
      source: nc2021.source_url,
      note: "School names are the real 2021 North Coast sheet's (teams 1-12; the 12th is completed from a cut-off name); the 2021 pairings could not be rebuilt reliably, so the draw and results are filled in.",
    },
    WE: {
      names: [...we2020.teams.map((t) => t.name), real("St Mary's Catholic School Wellington")],
      source: we2020.source_url,
      note: "School names are the real 2020 Western sheet's (teams 1-14; the 14th is named only where the excerpt stops); the draw and results are filled in.",
    },
  };
  const cssDivisions = CSS_REGIONS.map((region) => {
    const known = cssNames[region];
    const names = known
      ? known.names
      : cssDemoNames(region, region === 'HU' ? 9 : must(CSS_DEMO_SIZES[region], region));
    const ratings = new Map(
      names.map((_, i) => [i + 1, 1000 + new Rng(`2026/css/${region}/r${i}`).int(600)] as const),
    );
    const draw = simulateKnockout(`2026/css/${region}`, ratings);
    const played = Math.max(1, draw.rounds.length - 2);
    const rounds = partlyPlayed(draw.rounds, played);
    const dates = ['2026-03-27', ...laterDates.slice(laterDates.length - (played - 1)), ...upcoming].slice(
      0,
      rounds.length,
    );
    return knockoutDivision({
      region,
      names,
      draw: rounds,
      dates,
      source: known?.source,
      notes: [
        known
          ? known.note
          : `Filled-in demo knock-out: no ${regionName(region)} sheet was found, so the school names are made up ('demo school') and every result is generated.`,
        `In progress: rounds 1 to ${played} are played (one round ${played} match not yet reported, so its teams show as '?' in round ${played + 1}); round ${played + 1} is drawn and later rounds are not drawn yet.`,
        'Teams are out on their second defeat; teams beaten once play on in the second-place competition.',
      ],
    });
  });

  return {
    format: BUNDLE_FORMAT,
    year,
    demo: true,
    active: true,
    published: true,
    info_block_hidden: false,
    home_white_boards: [1, 3],
    entry: {
      metropolitan_primary: {
        cutoff_date: '2026-03-25',
        commence_date: '2026-05-01',
        invitation_active: true,
        price: 33,
      },
      metropolitan_secondary: {
        cutoff_date: '2026-03-25',
        commence_date: '2026-05-01',
        invitation_active: true,
        price: 33,
      },
      country_primary: {
        cutoff_date: '2026-03-25',
        commence_date: '2026-05-01',
        invitation_active: true,
        price: 33,
      },
      country_secondary: {
        cutoff_date: '2026-02-27',
        commence_date: '2026-03-27',
        invitation_active: false,
        price: 33,
      },
    },
    regions: REGIONS,
    zones: [...zones, ...MSS_ZONES, ...cssZones()].map(zoneRecord),
    divisions: [...primary.divisions, ...mss.map((d) => d.division), ...cssDivisions],
    finals: [...upToRegions.grids, metro.grid, country.grid, nswFinal.grid, ...mssRegion.grids, ...mssInter],
    round_robin_finals: null,
    history: {},
    schools: schools2026(),
    notes: [
      'Demo season: it mixes real facts from the NSW Junior Chess League pages with filled-in results. Each division and grid says which it is in its notes.',
      'Real: the Parramatta Intermediate division PA2 (all seven rounds) and the Met East Intermediate division IE1 (rounds 1 and 2), with their teams, dates and scores; the board colours (home White on boards 1 and 3) and the 5 June mid-term break notes of the 2026 sheets.',
      'Filled in: every other division, all finals grids and the country secondary knock-outs (North Coast and Western use real school names from the 2021 and 2020 sheets). Finals dated after 21 November 2026 have no result yet.',
      'No country secondary finals round robin is drawn yet.',
      'Schools: names are real (from the league pages); addresses are placeholders, phone numbers are from the ranges reserved for fiction, and coordinators are made up with example.org addresses.',
      'Entry fee: $33 per team including GST is the real figure from 2013 and 2017; the 2026 fee was not found. Entry dates are plausible, not real.',
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

function main() {
  FACTS = loadFacts();
  const zones = primaryZones();
  const bundles = [season2025(zones), season2026(zones)];
  let failed = false;
  for (const bundle of bundles) {
    const check = checkBundle(bundle);
    if (!check.ok) {
      failed = true;
      console.error(`build-demo-data: season ${bundle.year} does not pass checkBundle:`);
      for (const error of check.errors) console.error(`  - ${error}`);
    }
  }
  if (failed) process.exit(1);
  fs.mkdirSync(OUT_DIR, { recursive: true });
  for (const bundle of bundles) {
    const file = path.join(OUT_DIR, `season-${bundle.year}.json`);
    fs.writeFileSync(file, `${JSON.stringify(bundle, null, 2)}\n`);
    const grids = bundle.finals.length;
    console.log(
      `wrote ${path.relative(REPO_ROOT, file)}: ${bundle.zones.length} zones, ${bundle.divisions.length} divisions, ${grids} finals grids, ${bundle.schools.length} schools`,
    );
  }
}

main();

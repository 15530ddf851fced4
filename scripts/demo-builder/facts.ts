/** The transcribed league facts in ../shared/data/nswjcl (see that folder's README). */
import fs from 'node:fs';
import path from 'node:path';
import { must, parseVersus } from './util';

export interface FactDivision {
  source_url: string;
  year: number;
  division: string;
  grade: string | null;
  rounds: { n: number; date: string | null }[];
  pairings: string[][];
  teams: { no: number; name: string; round_scores: (number | null)[]; place: string | null }[];
}

export interface FactGridResult {
  shown: string;
  score: number | null;
  tiebreak_score?: number;
  won_on_tiebreak?: boolean;
  bye?: boolean;
}

export interface FactGrid {
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

export interface FactCssSheet {
  source_url: string;
  year: number;
  region: string;
  rounds: { n: number; play_by_date: string }[];
  pairings: string[][];
  teams: { no: number; name: string; round_scores: (string | null)[] | null; place: string | null }[];
}

export interface FactZone {
  zone: string;
  code: string | null;
  region: string | null;
}

type Champions = { year: number; metropolitan_champion?: string; country_champion?: string; note?: string };

export class Facts {
  constructor(
    readonly zones: FactZone[],
    readonly eightTeamSchedule: [number, number][][],
    readonly schoolLists: { year_of_list: number; source: string; zones: Record<string, string[]> }[],
    private readonly divisions: FactDivision[],
    private readonly grids: FactGrid[],
    private readonly cssSheets: FactCssSheet[],
    private readonly champions: Champions[],
    /** Every fact file's raw text, to check that a name said to be real really is in the facts. */
    private readonly text: string,
  ) {}

  /** Guards the promise that a name called real is in the facts. */
  real(name: string): string {
    if (!this.text.includes(name)) throw new Error(`'${name}' is not in the facts`);
    return name;
  }

  /**
   * A name written in the plans: checked to be real, except an uncaptured team's placeholder; a `|`
   * marks where a name cut off on the sheet is completed ('Manning Valley Anglican Colleg|e').
   */
  named(text: string): string {
    if (text.endsWith('(name not captured)')) return text;
    const [prefix = '', completion = ''] = text.split('|');
    return this.real(prefix) + completion;
  }

  division(year: number, code: string): FactDivision {
    const found = this.divisions.find((d) => d.year === year && d.division === code);
    return must(found, `division ${code} ${year} in divisions.json`);
  }

  interRegionGrid(year: number, section: string): FactGrid {
    const found = this.grids.find((g) => g.year === year && g.section === section);
    return must(found, `${year} ${section} inter-region grid`);
  }

  cssSheet(year: number, region: string): FactCssSheet {
    return must(
      this.cssSheets.find((s) => s.year === year && s.region === region),
      `${region} ${year} sheet`,
    );
  }

  championsOf(year: number): Champions {
    return must(
      this.champions.find((c) => c.year === year),
      `${year} champions in history.json`,
    );
  }
}

/** Reads the fact files; throws with a message meant for the person running the build. */
export function loadFacts(dir: string): Facts {
  if (!fs.existsSync(dir)) {
    throw new Error(
      `the league facts folder is missing: ${dir}\n` +
        'It should sit next to the repository (../shared/data/nswjcl) and hold structure.json, divisions.json, finals.json and history.json.',
    );
  }
  const texts: string[] = [];
  const read = <T>(file: string): T => {
    const full = path.join(dir, file);
    if (!fs.existsSync(full)) throw new Error(`the facts file ${full} is missing`);
    const text = fs.readFileSync(full, 'utf8');
    texts.push(text);
    return JSON.parse(text) as T;
  };
  const structure = read<{
    primary: { zones: FactZone[] };
    pairing_schedules: { name: string; per_round?: string[][] }[];
    school_lists: Facts['schoolLists'];
  }>('structure.json');
  const divisions = read<{ divisions: FactDivision[] }>('divisions.json');
  const finals = read<{
    primary_inter_region_finals: FactGrid[];
    country_secondary_region_sheets: FactCssSheet[];
  }>('finals.json');
  const history = read<{ primary_metropolitan_and_country_champions: Champions[] }>('history.json');

  const schedule = structure.pairing_schedules.find((s) => s.name.startsWith('8-team'));
  if (!schedule?.per_round) throw new Error('structure.json has no 8-team pairing schedule');
  return new Facts(
    structure.primary.zones,
    schedule.per_round.map((round) => round.map(parseVersus)),
    structure.school_lists,
    divisions.divisions,
    finals.primary_inter_region_finals,
    finals.country_secondary_region_sheets,
    history.primary_metropolitan_and_country_champions,
    texts.join('\n'),
  );
}

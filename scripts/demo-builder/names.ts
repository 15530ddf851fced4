/** Team names for filled-in divisions: real school names from the facts, then `demo` names. */
import { MSS_POOLS, PRIMARY_POOLS } from './plans/pools';
import type { Facts } from './facts';
import { at, must, schoolOf } from './util';

function listNames(facts: Facts, zone: string, years: number[]): string[] {
  const names: string[] = [];
  for (const list of facts.schoolLists) {
    if (!years.includes(list.year_of_list)) continue;
    for (const name of list.zones[zone] ?? []) if (!names.includes(name)) names.push(name);
  }
  if (names.length === 0) throw new Error(`no school list for ${zone}`);
  return names;
}

/** The schools of a real division sheet, without the (Bye) row. */
function sheetSchools(facts: Facts, year: number, code: string): string[] {
  const names: string[] = [];
  for (const team of facts.division(year, code).teams) {
    const school = schoolOf(team.name);
    if (team.name !== '(Bye)' && !names.includes(school)) names.push(school);
  }
  return names;
}

/** Names of a primary zone's schools; empty where the facts give none. */
export function primaryPool(facts: Facts, zone: string): string[] {
  const spec = PRIMARY_POOLS[zone];
  if (!spec) return [];
  if ('list' in spec) return listNames(facts, spec.list, spec.years);
  const names = (spec.names ?? []).map((name) => facts.real(name));
  return 'sheet' in spec ? [...sheetSchools(facts, ...spec.sheet), ...names] : names;
}

export function mssPool(facts: Facts, region: string): string[] {
  return must(MSS_POOLS[region], region).map((name) => facts.real(name));
}

/** Hands out team names for a zone: school name plus the next free team letter of that school. */
export class TeamNamer {
  private pointer = 0;
  private readonly letters = new Map<string, Set<string>>();
  readonly pool: string[];

  constructor(pool: string[], fillerPrefix: string, minimum = 8) {
    this.pool = [...pool];
    for (let k = 1; this.pool.length < minimum; k++) this.pool.push(`${fillerPrefix} demo ${k}`);
  }

  /** Keeps a real team's letter free of filled-in teams of the same school. */
  reserve(teamName: string) {
    const school = schoolOf(teamName);
    const used = this.letters.get(school) ?? new Set<string>();
    used.add(teamName.slice(school.length).trim());
    this.letters.set(school, used);
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

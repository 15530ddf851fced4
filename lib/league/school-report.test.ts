/**
 * The team-to-school rule run over the demo seasons and the league's real tables
 * (../shared/data/nswjcl, see docs/demo-data.md), with the result checked.
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkBundle, type SeasonBundle } from './bundle';
import { schoolDirectory, teamSchoolSlug, withoutTeamLetter } from './school-match';
import { schoolMatchMessage, schoolMatchReport } from './school-report';
import { schoolSlug } from './school-slug';

const root = path.join(__dirname, '../..');
const load = (year: number): SeasonBundle => {
  const checked = checkBundle(
    JSON.parse(fs.readFileSync(path.join(root, `demo/season-${year}.json`), 'utf8')),
  );
  if (!checked.ok) throw new Error(checked.errors.join('\n'));
  return checked.bundle;
};
const facts = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(root, '../shared/data/nswjcl', file), 'utf8'));

describe.each([2025, 2026])('demo season %i', (year) => {
  const season = load(year);

  it('names every team’s school, and the rule would have found the same school', () => {
    const report = schoolMatchReport({ ...season, finals: [], round_robin_finals: null });
    expect(report.byName).toEqual([]);
    for (const team of season.divisions.flatMap((d) => d.teams).filter((t) => !t.bye)) {
      expect([team.name, schoolSlug(withoutTeamLetter(team.name))]).toEqual([
        team.name,
        schoolSlug(team.school!),
      ]);
    }
  });

  it('matches every finals entrant to a school that has teams in the season’s divisions', () => {
    const divisionSchools = new Set(season.divisions.flatMap((d) => d.teams).map(teamSchoolSlug));
    const entrants = [
      ...season.finals.flatMap((g) => g.entrants),
      ...(season.round_robin_finals?.teams ?? []),
    ];
    expect(entrants.length).toBeGreaterThan(0);
    expect(entrants.filter((e) => !divisionSchools.has(teamSchoolSlug(e))).map((e) => e.name)).toEqual([]);
  });
});

describe('the league’s real tables', () => {
  const divisions: { division: string; teams: { name: string }[] }[] = facts('divisions.json').divisions;
  const grids: { year: number; teams: { name: string }[] }[] = [
    ...facts('finals.json').primary_inter_region_finals,
    ...facts('finals.json').primary_region_finals,
  ];
  const winners: string[] = facts('history.json').primary.flatMap((row: { winner: string | null }) =>
    row.winner ? [row.winner] : [],
  );
  const directory = schoolDirectory([]);
  const slugOf = (name: string) => directory.match({ name })?.slug ?? null;

  it('gives every team of every table a school, and the (Bye) row none', () => {
    const names = [...divisions, ...grids].flatMap((t) => t.teams.map((team) => team.name));
    expect(names.length).toBeGreaterThan(80);
    expect(names.filter((name) => slugOf(name) === null)).toEqual(names.filter((name) => name === '(Bye)'));
  });

  it('puts a school’s lettered teams together and keeps names without a letter whole', () => {
    expect(slugOf("St Augustine's A")).toBe(slugOf("St Augustine's B"));
    expect(slugOf('Blue Mountains Grammar D')).toBe(slugOf('Blue Mountains Grammar E'));
    expect(slugOf('Darcy Road B')).toBe('darcy-road');
    expect(slugOf('Sandon')).toBe('sandon');
    expect(slugOf('The Armidale School A')).toBe('the-armidale');
    expect(slugOf('Sydney Boys B')).not.toBe(slugOf('Sydney Grammar A'));
  });

  it('finds the history’s winners among the teams of the finals sheets', () => {
    const finalists = new Set(grids.flatMap((g) => g.teams.map((t) => slugOf(t.name))));
    for (const winner of [
      'Sydney Grammar School St Ives Preparatory',
      'Matthew Pearce Public School',
      'Emanuel School',
    ]) {
      expect(winners).toContain(winner);
      expect(finalists).toContain(schoolSlug(winner));
    }
  });

  it('lists what it cannot be sure of: a name spelled two ways stays two schools until the bundle says', () => {
    expect(slugOf('Emmanual Anglican College')).not.toBe(slugOf('Emmanuel Anglican College'));
    const report = schoolMatchReport({
      divisions: [],
      finals: [
        {
          competition: 'primary',
          grade: 'championship',
          stage: 'interregion',
          value: 'country',
          entrants: [
            { no: 1, name: 'Emmanual Anglican College' },
            { no: 2, name: 'Wollongong' },
          ],
          steps: [{ name: 'Final', date: null, matches: [{ home: 1, away: 2 }] }],
        },
      ],
      round_robin_finals: null,
      schools: [],
    });
    expect(schoolMatchMessage(report)).toBe(
      [
        'School pages: 0 teams name their school, 0 were found on the schools list, 2 were matched by name only. Check these names (give a team its "school" in the bundle to fix one):',
        '  championship interregion final country: Emmanual Anglican College → Emmanual Anglican College',
        '  championship interregion final country: Wollongong → Wollongong',
      ].join('\n'),
    );
  });
});

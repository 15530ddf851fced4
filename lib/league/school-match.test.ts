import { schoolDirectory, teamSchoolSlug, withoutTeamLetter } from './school-match';

describe('withoutTeamLetter', () => {
  it.each([
    ['Darcy Road C', 'Darcy Road'],
    ['Parramatta demo 1 A', 'Parramatta demo 1'],
    ['Mudgee High School', 'Mudgee High School'],
    ['Sydney Grammar St Ives', 'Sydney Grammar St Ives'],
    ['North Rocks (B)', 'North Rocks'],
    ['A', 'A'],
  ])('%s → %s', (name, base) => expect(withoutTeamLetter(name)).toBe(base));
});

describe('schoolDirectory().match', () => {
  const directory = schoolDirectory([
    'Darcy Road Public School',
    "St Mary's Primary School Dubbo",
    'Scots Albury',
  ]);

  it('takes the school the bundle names, spelled as the schools list spells it', () => {
    expect(directory.match({ name: 'Darcy Road C', school: 'Darcy Road' })).toEqual({
      slug: 'darcy-road',
      name: 'Darcy Road Public School',
      by: 'bundle',
    });
    expect(directory.match({ name: 'Cranbrook A', school: 'Cranbrook' })).toEqual({
      slug: 'cranbrook',
      name: 'Cranbrook',
      by: 'bundle',
    });
  });

  it('then the schools list, with or without the team letter', () => {
    expect(directory.match({ name: 'Darcy Road C' })).toEqual({
      slug: 'darcy-road',
      name: 'Darcy Road Public School',
      by: 'schools-list',
    });
    expect(directory.match({ name: "St Mary's Dubbo" })).toEqual({
      slug: 'st-marys-dubbo',
      name: "St Mary's Primary School Dubbo",
      by: 'schools-list',
    });
  });

  it('then the name without its team letter', () => {
    expect(directory.match({ name: 'Scots A' })).toEqual({ slug: 'scots', name: 'Scots', by: 'name' });
    expect(directory.match({ name: 'Sydney Grammar St Ives' })).toEqual({
      slug: 'sydney-grammar-st-ives',
      name: 'Sydney Grammar St Ives',
      by: 'name',
    });
  });

  it('gives the bye row and placeholders no school', () => {
    for (const name of ['(Bye)', 'Bye', 'Winner of HU1', '?', 'TBA'])
      expect(directory.match({ name })).toBeNull();
    expect(directory.match({ name: 'Anything', bye: true })).toBeNull();
  });

  it('finds a listed school by slug', () => {
    expect(directory.listed('darcy-road')).toBe('Darcy Road Public School');
    expect(directory.listed('scots')).toBeNull();
  });
});

describe('teamSchoolSlug', () => {
  it('gives the slug the directory gives, whatever the schools list holds', () => {
    const withList = schoolDirectory(['Darcy Road Public School', 'Scots A']);
    for (const team of [
      { name: 'Darcy Road C' },
      { name: 'Scots A' },
      { name: 'X', school: 'Darcy Road' },
      { name: '(Bye)', bye: true },
    ]) {
      expect(teamSchoolSlug(team)).toBe(withList.match(team)?.slug ?? null);
    }
  });
});

import { demoBundle } from '@/test/season-index';
import { schoolSeasonLines } from './school-lines';
import { schoolSeason, summarise } from './school-page';
import { seasonDrawsOf, seasonFixtures } from './school-fixtures';
import { schoolsInFixtures } from './fixtures-of-school';
import { schoolSlug } from './school-slug';

describe.each([2025, 2026] as const)('school lines of the demo %i season', (year) => {
  const draws = seasonDrawsOf(demoBundle(year));
  const lines = schoolSeasonLines(draws);
  const bySlug = new Map(lines.map((line) => [line.slug, line]));

  it('has one line per school, for every listed school and every school with a match', () => {
    expect(bySlug.size).toBe(lines.length);
    for (const school of draws.schools)
      expect(bySlug.get(schoolSlug(school.name))).toMatchObject({ name: school.name, listed: true });
    for (const school of schoolsInFixtures(seasonFixtures(draws))) {
      expect(bySlug.get(school.slug)).toMatchObject({ name: school.name, year });
      expect(bySlug.get(school.slug)?.summary).not.toBeNull();
    }
  });

  it("summarises each school's season as its page does", () => {
    let summarised = 0;
    for (const line of lines) {
      const season = schoolSeason(draws, line.slug, `${year}-01-01`);
      expect(line.summary).toEqual(season && summarise(season));
      if (season) summarised += 1;
    }
    expect(summarised).toBeGreaterThan(20);
  });
});

describe('school lines of a real school', () => {
  it('name, address and places of Darcy Road in 2026 (PA2 as the league published it)', () => {
    const darcy = schoolSeasonLines(seasonDrawsOf(demoBundle(2026))).find((l) => l.slug === 'darcy-road')!;
    expect(darcy).toMatchObject({ year: 2026, name: 'Darcy Road', listed: true });
    expect(darcy.address).toMatch(/NSW \d{4}$/);
    expect(darcy.summary?.teams).toContainEqual(
      expect.objectContaining({ name: 'Darcy Road C', division: 'PA2' }),
    );
  });

  it('an unlisted school goes by its team name without the letter, with no address', () => {
    const draws = seasonDrawsOf(demoBundle(2026));
    const unlisted = { ...draws, schools: draws.schools.filter((s) => s.name !== 'Darcy Road') };
    const darcy = schoolSeasonLines(unlisted).find((l) => l.slug === 'darcy-road')!;
    expect(darcy).toMatchObject({ name: 'Darcy Road', listed: false, address: null });
    expect(darcy.summary).toEqual(schoolSeasonLines(draws).find((l) => l.slug === 'darcy-road')!.summary);
  });
});

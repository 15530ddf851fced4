import { competitionHistory } from './history';
import type { SeasonWinners } from './season-index';

const winners = (found: Partial<SeasonWinners>): SeasonWinners => ({
  primary: null,
  metropolitanSecondary: { senior: null, intermediate: null, junior: null },
  countrySecondary: null,
  ...found,
});

describe('competition history', () => {
  it('lists the real primary winners, newest first, with the COVID years noted', () => {
    const rows = competitionHistory('metropolitan_primary', {}, new Set());
    expect(rows[0]).toMatchObject({
      year: 2024,
      school: 'Matthew Pearce Public School',
      season_filled: false,
    });
    expect(rows.find((r) => r.year === 2020)).toMatchObject({
      school: null,
      note: 'Competition not completed due to COVID-19',
    });
    expect(rows.at(-1)).toMatchObject({ year: 1981, school: 'Trinity Grammar Preparatory School' });
    expect(rows.some((r) => r.year === 1986)).toBe(false);
  });

  it('lets the store override a year and marks stored seasons as filled', () => {
    const stored = { 2025: winners({ primary: 'New Lambton South' }), 2024: winners({ primary: 'Other' }) };
    const rows = competitionHistory('metropolitan_primary', stored, new Set([2025, 2026]));
    expect(rows.slice(0, 3).map((r) => [r.year, r.school, r.season_filled])).toEqual([
      [2026, null, true],
      [2025, 'New Lambton South', true],
      [2024, 'Other', false],
    ]);
  });

  it('invents no secondary winners: only what the store holds', () => {
    expect(competitionHistory('metropolitan_secondary', {}, new Set())).toEqual([]);
    const stored = {
      2025: winners({
        metropolitanSecondary: { senior: 'Sydney Boys', intermediate: 'Scots', junior: 'Waverley' },
      }),
    };
    expect(competitionHistory('metropolitan_secondary', stored, new Set([2025]))[0]).toMatchObject({
      grade_1_school: 'Sydney Boys',
      grade_2_school: 'Scots',
      grade_3_school: 'Waverley',
      season_filled: true,
    });
    expect(competitionHistory('country_secondary', {}, new Set())).toEqual([]);
  });
});

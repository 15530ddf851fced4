import { demoBundle, seasonIndexOfBundle } from '@/test/season-index';
import { changesPath } from './change-filter';
import { divisionCalendarPath, schoolCalendarPath } from './calendar-paths';
import type { GradeCode } from './constants';
import { seasonPages } from './sitemap';
import { schoolPath, schoolSeasonsPath } from './school-paths';
import { addressNamesNothing, type AddressFacts } from './unknown-address';

const index = seasonIndexOfBundle(demoBundle(2026));
const facts: AddressFacts = {
  seasons: new Map([[2026, index]]),
  schools: new Set(['carlingford-west-public-school']),
};
const namesNothing = (path: string) => addressNamesNothing(path, facts);

describe('an address that names nothing in the data', () => {
  it('is none of the season pages the sitemap lists', () => {
    const pages = seasonPages(index, [], true).map((page) => page.path);
    expect(pages.length).toBeGreaterThan(50);
    expect(pages.filter(namesNothing)).toEqual([]);
  });

  it('is no changes filter of the season, nor a school page of a school a season lists', () => {
    const filters = index.zones.map((zone) =>
      changesPath(2026, { competition: zone.competition, zone: zone.code }),
    );
    const school = 'carlingford-west-public-school';
    const paths = [
      ...filters,
      changesPath(2026, { competition: 'primary' }),
      schoolPath(school),
      schoolPath(school, 2026),
      schoolSeasonsPath(school),
    ];
    expect(paths.filter(namesNothing)).toEqual([]);
  });

  it.each([
    '/schools/x1-public-school',
    '/schools/x1-high/2026',
    '/schools/x1/seasons',
    '/2450/divisions/championship/x1',
    '/2026/divisions/championship/x1',
    '/2026/changes/zone/x1',
    '/2026/changes/primary/x1',
    '/2026/competition/x1/primary',
    '/2026/finals/x/y/z/1',
    '/schools/x1/calendar.ics',
    '/schools/x1/feed.xml',
    '/2450/changes/feed.xml',
    '/2026/divisions/championship/x1/A1/calendar.ics',
    '/2026/divisions/championship/EC/x1/calendar.ics',
  ])('is %s', (path) => {
    expect(namesNothing(path)).toBe(true);
  });

  it('is no calendar or feed of a division, school or season the data has', () => {
    const divisions = Object.entries(index.divisions).flatMap(([zone, grades]) =>
      Object.entries(grades).flatMap(([grade, list]) =>
        list!.map((d) => divisionCalendarPath(2026, grade as GradeCode, zone, d.code)),
      ),
    );
    expect(divisions.length).toBeGreaterThan(50);
    const school = 'carlingford-west-public-school';
    const paths = [
      ...divisions,
      schoolCalendarPath(school),
      `/schools/${school}/feed.xml`,
      '/2026/changes/feed.xml',
    ];
    expect(paths.filter(namesNothing)).toEqual([]);
  });

  it('is left to the page where the check cannot judge: other files, other paths, bad escapes', () => {
    for (const path of [
      '/schools/x1/next.json',
      '/2026/changes/zone/feed.xml',
      '/zone-results/x1',
      '/x1/x1',
      '/home',
      '/2026/country-secondary-finals',
      '/schools/%E0%A4%A',
    ])
      expect(namesNothing(path)).toBe(false);
  });
});

import type { YearIndex } from './contract';
import {
  competitionCrumbs,
  competitionLabel,
  competitionPageView,
  parseCompetitionRoute,
  resultsPath,
} from './competition-page';
import { COUNTRY_SECONDARY_RULE_HEADINGS } from './competition-text';

const modes = <T>(value: T) => ({
  metropolitan_primary: value,
  metropolitan_secondary: value,
  country_primary: value,
  country_secondary: value,
});

type SeasonOptions = { year: number; active?: boolean; published?: boolean; infoHidden?: boolean };

/** A year index with three seasons: 2029 (published), 2030 (the one read), 2031 (not published). */
function yearIndex({ year, active = true, published = true, infoHidden = false }: SeasonOptions): YearIndex {
  const seasons = [
    { season_id: 1, year: 2029, active: 0 as const, publish: '1' as const },
    {
      season_id: 2,
      year: 2030,
      active: (active ? 1 : 0) as 0 | 1,
      publish: (published ? '1' : '0') as '0' | '1',
    },
    { season_id: 3, year: 2031, active: 0 as const, publish: '0' as const },
  ];
  const season = seasons.find((s) => s.year === year)!;
  return {
    seasons,
    seasons_by_year: {
      [year]: {
        ...season,
        metropolitan_primary_cutoff_date: '2030-03-20',
        country_primary_cutoff_date: '2030-03-13',
        metropolitan_secondary_cutoff_date: '2030-03-27',
        country_secondary_cutoff_date: null,
        info_block_hidden: infoHidden,
        demo: true,
        home_white_boards: [1, 3],
      },
    },
    regions_by_metro: { '1': [{ code: 'MW', name: 'Met West' }], '0': [{ code: 'NC', name: 'North Coast' }] },
    zones_by_region_code: {
      '2': { MW: [{ code: 'PA', name: 'Parramatta' }] },
      '1': { NC: [{ code: 'NC', name: 'North Coast' }] },
    },
    divisions_by_zone_code: {
      [year]: {
        PA: { intermediate: [{ code: 'PA2', name: 'Division 2', division_no: 2 }] },
        NC: { country: [{ code: 'NC1', name: 'Knock-out', division_no: 1 }] },
      },
    },
    finals_codes: {},
    round_robin_finals: {},
    history: { 2029: [null, null, null, null, 'Winner 2029', null, null, null, null, null, null] },
    zones_by_code: {},
    grades_by_competition: { '2': [], '1': [] },
    finals_filters_data: { grades: [], grades_by_competition_code: { '2': [], '1': [] } },
    secondary_zones_by_metro: { '1': [], '0': [] },
    active_season_price: modes(33),
    active_season_dates: {
      cutoff_dates: modes('2030-03-20'),
      commence_dates: modes('2030-05-03'),
      invitation_active: { ...modes(true), country_secondary: false },
    },
  };
}

describe('competition route', () => {
  it('accepts the four competitions of a four-digit year and nothing else', () => {
    expect(parseCompetitionRoute({ year: '2026', metro: 'metropolitan', comp: 'primary' })).toEqual({
      year: 2026,
      metro: 'metropolitan',
      competition: 'primary',
    });
    expect(parseCompetitionRoute({ year: '2026', metro: 'country', comp: 'secondary' })).not.toBeNull();
    for (const bad of [
      { year: '26', metro: 'country', comp: 'primary' },
      { year: '2026x', metro: 'country', comp: 'primary' },
      { year: '2026', metro: '1', comp: 'primary' },
      { year: '2026', metro: 'country', comp: 'tertiary' },
      { year: '2026', metro: 'Country', comp: 'primary' },
    ]) {
      expect(parseCompetitionRoute(bad)).toBeNull();
    }
  });

  it('labels the heading, the last crumb and the title alike', () => {
    const route = { year: 2026, metro: 'metropolitan', competition: 'primary' } as const;
    expect(competitionLabel(route)).toBe('Metropolitan primary competition 2026');
    expect(competitionCrumbs(route)).toEqual([
      { label: 'Competitions', url: '/competitions' },
      { label: 'Metropolitan primary competition 2026' },
    ]);
    expect(resultsPath(route, 2029)).toBe('/2029/competition/metropolitan/primary');
  });
});

describe('competition page view', () => {
  const route = { year: 2030, metro: 'metropolitan', competition: 'primary' } as const;

  it('shows nothing but the heading while the season is not published', () => {
    const view = competitionPageView(yearIndex({ year: 2030, published: false }), route);
    expect(view.label).toBe('Metropolitan primary competition 2030');
    expect(view.published).toBeNull();
  });

  it('shows the info blocks for the active season when they are not hidden', () => {
    const info = competitionPageView(yearIndex({ year: 2030 }), route).published?.info;
    expect(info).toEqual({
      cutoffDate: '2030-03-20',
      commenceDate: '2030-05-03',
      entryOpen: true,
      price: 33,
      regionsWithDraw: 0,
    });
    expect(
      competitionPageView(yearIndex({ year: 2030, infoHidden: true }), route).published?.info,
    ).toBeNull();
    expect(competitionPageView(yearIndex({ year: 2030, active: false }), route).published?.info).toBeNull();
  });

  it('takes the closing date of this competition from the season, and links Enter Online to it', () => {
    const index = yearIndex({ year: 2030 });
    expect(competitionPageView(index, route).published?.entry).toEqual({
      cutoffDate: '2030-03-20',
      enterOnlineHref: '/enter-online?metro=metropolitan&competition=primary',
    });
    expect(competitionPageView(index, { ...route, metro: 'country' }).published?.entry.cutoffDate).toBe(
      '2030-03-13',
    );
    expect(
      competitionPageView(index, { ...route, metro: 'country', competition: 'secondary' }).published?.entry,
    ).toEqual({
      cutoffDate: null,
      enterOnlineHref: '/enter-online?metro=country&competition=secondary',
    });
  });

  it('marks only published seasons as having results in the history', () => {
    const rows = competitionPageView(yearIndex({ year: 2030 }), route).published!.history.rows;
    const byYear = new Map(rows.map((r) => [r.year, r]));
    expect(byYear.get(2030)?.season_filled).toBe(true);
    expect(byYear.get(2029)).toMatchObject({ school: 'Winner 2029', season_filled: true });
    expect(byYear.get(2031)?.season_filled ?? false).toBe(false);
    expect(byYear.get(2024)).toMatchObject({ school: 'Matthew Pearce Public School', season_filled: false });
    expect(rows.map((r) => r.year)).toEqual([...rows.map((r) => r.year)].sort((a, b) => b - a));
  });

  it('picks the rules, resources and history layout of each kind', () => {
    const index = yearIndex({ year: 2030 });
    const primary = competitionPageView(index, route).published!;
    expect(primary.rulesKind).toBe('primary');
    expect(primary.rules.file).toBe('Rules_Primary.pdf');
    expect(primary.history.byGrade).toBe(false);
    expect(primary.seasonColoursNote).toBe(
      'In 2030 the home team plays White on boards 1 and 3 and Black on boards 2 and 4.',
    );
    expect(primary.menuItems.map((i) => i.scrollToSelector)).toEqual([
      '#draw_and_results',
      '#description',
      '#entry_details',
      '#rules',
      '#resources',
      '#history',
    ]);

    const metroSecondary = competitionPageView(index, { ...route, competition: 'secondary' }).published!;
    expect(metroSecondary.rules.file).toBe('Rules_Metropolitan_Secondary.pdf');
    expect(metroSecondary.history.byGrade).toBe(true);
    expect(metroSecondary.history.blurb.join(' ')).toMatch(/late 1940s.*A, B, C and D grades/);
    expect(metroSecondary.history.notes.join(' ')).toMatch(/1949/);

    const countrySecondary = competitionPageView(index, {
      ...route,
      metro: 'country',
      competition: 'secondary',
    }).published!;
    expect(countrySecondary.rules.sections.map((s) => s.heading)).toEqual(COUNTRY_SECONDARY_RULE_HEADINGS);
    expect(countrySecondary.resources.map((r) => r.href)).toContain(
      '/assets/files/Guidelines_Telephone_Internet_Play.pdf',
    );
    expect(countrySecondary.drawAndResults).toEqual({
      kind: 'country_secondary',
      draw: [
        {
          code: 'NC',
          name: 'North Coast',
          links: [{ label: 'Divisions', href: '/2030/divisions/country/NC', context: 'North Coast' }],
        },
      ],
      finals: [],
    });
  });
});

describe('country secondary rules', () => {
  it('has exactly the eight headings of SPEC section 2', () => {
    expect(COUNTRY_SECONDARY_RULE_HEADINGS).toEqual([
      'Organisation',
      'Arrangements for matches',
      'Teams',
      'Match conditions',
      'Behaviour',
      'Disputes and problems',
      'Contacts',
      'Guidelines for play by telephone or internet',
    ]);
  });
});

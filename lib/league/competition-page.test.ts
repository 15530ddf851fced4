import {
  competitionCrumbs,
  competitionLabel,
  competitionPageView,
  parseCompetitionRoute,
  resultsPath,
} from './competition-page';
import { COUNTRY_SECONDARY_RULE_HEADINGS } from './competition-text';
import type { SeasonIndex } from './season-index';
import { emptySeasonIndex } from '@/test/season-index';

const modes = <T>(value: T) => ({
  metropolitan_primary: value,
  metropolitan_secondary: value,
  country_primary: value,
  country_secondary: value,
});

type SeasonOptions = { year: number; active?: boolean; published?: boolean; infoHidden?: boolean };

const noWinners = {
  primary: null,
  metropolitanSecondary: { senior: null, intermediate: null, junior: null },
  countrySecondary: null,
};

/** A season index with three seasons: 2029 (published), 2030 (the one read), 2031 (not published). */
function yearIndex({
  year,
  active = true,
  published = true,
  infoHidden = false,
}: SeasonOptions): SeasonIndex {
  const seasons = [
    { id: 1, year: 2029, active: false, published: true },
    { id: 2, year: 2030, active, published },
    { id: 3, year: 2031, active: false, published: false },
  ];
  const season = seasons.find((s) => s.year === year)!;
  const zone = (
    code: string,
    name: string,
    regionCode: string,
    metro: 'metropolitan' | 'country',
    competition: 'primary' | 'secondary',
  ) => ({ code, name, regionCode, metro, competition, scorer: null });
  return {
    ...emptySeasonIndex(year),
    seasons,
    season: {
      ...season,
      cutoffDates: {
        metropolitan_primary: '2030-03-20',
        country_primary: '2030-03-13',
        metropolitan_secondary: '2030-03-27',
        country_secondary: null,
      },
      infoBlockHidden: infoHidden,
      demo: true,
      homeWhiteBoards: [1, 3],
    },
    regions: [
      { code: 'MW', name: 'Met West', metro: 'metropolitan' },
      { code: 'NC', name: 'North Coast', metro: 'country' },
    ],
    zones: [
      zone('PA', 'Parramatta', 'MW', 'metropolitan', 'primary'),
      zone('NC', 'North Coast', 'NC', 'country', 'secondary'),
    ],
    divisions: {
      PA: { intermediate: [{ code: 'PA2', name: 'Division 2', no: 2 }] },
      NC: { country: [{ code: 'NC1', name: 'Knock-out', no: 1 }] },
    },
    winners: { 2029: { ...noWinners, primary: 'Winner 2029' } },
    entry: {
      ...modes({ cutoff: '2030-03-20', commence: '2030-05-03', open: true, priceCents: 3300 }),
      country_secondary: { cutoff: '2030-03-20', commence: '2030-05-03', open: false, priceCents: 3300 },
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
  /** Before the 2030 closing dates of yearIndex (20 March). */
  const BEFORE_CLOSING = '2030-02-01';

  it('shows nothing but the heading while the season is not published', () => {
    const view = competitionPageView(yearIndex({ year: 2030, published: false }), route);
    expect(view.label).toBe('Metropolitan primary competition 2030');
    expect(view.published).toBeNull();
  });

  it('shows the info blocks for the active season when they are not hidden', () => {
    const info = competitionPageView(yearIndex({ year: 2030 }), route, BEFORE_CLOSING).published?.info;
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

  it('never says entry is open, nor links Enter Online, after the closing date or for a closed competition', () => {
    const index = yearIndex({ year: 2030 });
    const inNovember = competitionPageView(index, route, '2030-11-26').published!;
    expect(inNovember.info?.entryOpen).toBe(false);
    expect(inNovember.entry).toEqual({ cutoffDate: '2030-03-20', enterOnlineHref: null });
    expect(competitionPageView(index, route, '2030-03-20').published!.info?.entryOpen).toBe(true);
    const closed = competitionPageView(
      index,
      { ...route, metro: 'country', competition: 'secondary' },
      BEFORE_CLOSING,
    );
    expect([closed.published!.info?.entryOpen, closed.published!.entry.enterOnlineHref]).toEqual([
      false,
      null,
    ]);
    const past = competitionPageView(yearIndex({ year: 2030, active: false }), route, BEFORE_CLOSING);
    expect(past.published!.entry.enterOnlineHref).toBeNull();
  });

  it('takes the closing date of this competition from the season, and links Enter Online to it', () => {
    const index = yearIndex({ year: 2030 });
    expect(competitionPageView(index, route, BEFORE_CLOSING).published?.entry).toEqual({
      cutoffDate: '2030-03-20',
      enterOnlineHref: '/enter-online?metro=metropolitan&competition=primary',
    });
    expect(competitionPageView(index, { ...route, metro: 'country' }).published?.entry.cutoffDate).toBe(
      '2030-03-13',
    );
    expect(
      competitionPageView(index, { ...route, metro: 'country', competition: 'secondary' }, BEFORE_CLOSING)
        .published?.entry,
    ).toEqual({ cutoffDate: null, enterOnlineHref: null });
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

/**
 * The season-year rule (lib/league/season-year.ts) as each of its users applies it: the season
 * bundle (zod), the data commands, the contract's year route and the pages' year segments (league
 * pages, competition pages, the finals filters). The same years go through all of them.
 */
import { POST as allDataForYear } from '@/app/api/index/get-all-data/year/[year]/route';
import { runCommand } from '@/lib/db/commands';
import type { Db } from '@/lib/db/types';
import { checkBundle } from '@/lib/league/bundle';
import { parseCompetitionRoute } from '@/lib/league/competition-page';
import { changeFilter, EMPTY_FILTERS } from '@/lib/league/finals-filters';
import { parseYear } from '@/lib/league/routes';
import { isSeasonYear, parseSeasonYear, SEASON_YEAR_MESSAGE } from '@/lib/league/season-year';
import { sampleBundle } from '@/test/fixtures';

jest.mock('@/lib/source/contract-answers', () => ({ storeReads: { allDataAnswer: async () => null } }));
jest.mock('@/lib/db/queries/bundles', () => ({
  exportSeason: async () => null,
  getSeasonYears: async () => [],
  importSeason: async () => ({ replaced: false }),
}));

const GOOD = [1900, 1999, 2026, 2200];
const BAD = [0, 999, 1899, 2201, 9999];
/** Written years that are not four digits; as values these are not whole numbers in range either. */
const BAD_TEXT = ['', '26', '02026', '2026x', ' 2026', 'abcd', '2026.0', '+2026'];

/** Whether each user of the rule takes the year written as `text` (and, for values, `year`). */
async function verdicts(text: string, year: number) {
  const answer = await allDataForYear(
    new Request(`http://league.test/api/index/get-all-data/year/${encodeURIComponent(text)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"salt":"x"}',
    }),
    { params: Promise.resolve({ year: text }) },
  );
  const exported = await runCommand({} as Db, { name: 'export', year });
  return {
    rule: parseSeasonYear(text) !== null,
    value: isSeasonYear(year),
    bundle: checkBundle({ ...sampleBundle(2030), year }).ok,
    // No season is stored: a year past the check is answered 404, or "no season" by the command.
    route: answer.status === 404,
    routeError: answer.status === 400 ? ((await answer.json()) as { error: string }).error : null,
    command: exported.ok || exported.errors[0] !== SEASON_YEAR_MESSAGE,
    pageSegment: parseYear(text) !== null,
    competitionPage: parseCompetitionRoute({ year: text, metro: 'metropolitan', comp: 'primary' }) !== null,
    finalsFilter: changeFilter(EMPTY_FILTERS, 'year', text, { years: [], byYear: {} }).year !== null,
  };
}

const all = (taken: boolean) => ({
  rule: taken,
  value: taken,
  bundle: taken,
  route: taken,
  routeError: taken ? null : SEASON_YEAR_MESSAGE,
  command: taken,
  pageSegment: taken,
  competitionPage: taken,
  finalsFilter: taken,
});

describe('a season year, everywhere it is checked', () => {
  it.each(GOOD)('takes %s', async (year) => expect(await verdicts(String(year), year)).toEqual(all(true)));
  it.each(BAD)('refuses %s', async (year) =>
    expect(await verdicts(String(year).padStart(4, '0'), year)).toEqual(all(false)),
  );
  it.each(BAD_TEXT)('refuses the text %j', async (text) => {
    const { rule, route, routeError, pageSegment, competitionPage, finalsFilter } = await verdicts(
      text,
      Number.NaN,
    );
    expect({ rule, route, routeError, pageSegment, competitionPage, finalsFilter }).toEqual({
      rule: false,
      route: false,
      routeError: SEASON_YEAR_MESSAGE,
      pageSegment: false,
      competitionPage: false,
      finalsFilter: false,
    });
  });
  it.each([2026.5, '2026', null, undefined, Number.POSITIVE_INFINITY])(
    'refuses the value %p',
    async (year) => {
      expect(isSeasonYear(year)).toBe(false);
      expect(checkBundle({ ...sampleBundle(2030), year }).ok).toBe(false);
      expect(await runCommand({} as Db, { name: 'export', year: year as number })).toEqual({
        ok: false,
        errors: [SEASON_YEAR_MESSAGE],
      });
    },
  );
});

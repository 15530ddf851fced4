import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import { jsonLdThings, ofType } from './json-ld';
import { SiteLayout } from './pages/layout';
import { SchoolPage } from './pages/school';
import { DrawsPage } from './pages/draws';
import { watchPolicy } from './working-page';
import type { SeasonBundle } from '../lib/league/bundle';
import { seasonDrawsOf, seasonFixtures } from '../lib/league/school-fixtures';
import type { SchoolFixture } from '../lib/league/fixture-types';
import { fixturesOfSchool, upcomingFixtures } from '../lib/league/fixtures-of-school';
import { dateText, opponentText, sideText } from '../lib/league/school-text';
import { leagueToday } from '../lib/league/today';
import { schoolSeasonLines } from '../lib/league/school-lines';
import { seasonHeadline } from '../lib/league/school-history';

const season2026 = JSON.parse(fs.readFileSync(path.resolve('demo/season-2026.json'), 'utf8')) as SeasonBundle;
const season2025 = JSON.parse(fs.readFileSync(path.resolve('demo/season-2025.json'), 'utf8')) as SeasonBundle;
const fixtures = seasonFixtures(seasonDrawsOf(season2026));

/**
 * The school the journey follows: the home team of the first coming zone match at a known venue
 * (today's date decides which, so the journey follows the demo season as it goes on), and that
 * school's next match, which the school page shows first.
 */
function journey() {
  const today = leagueToday();
  const zoneMatch = upcomingFixtures(fixtures, today).find(
    (f) => f.event.kind === 'division' && f.venue && f.home.kind === 'team' && f.home.school,
  );
  if (!zoneMatch || zoneMatch.home.kind !== 'team' || zoneMatch.event.kind !== 'division')
    throw new Error(`no zone match from ${today} in the demo season`);
  const { code } = zoneMatch.event;
  const division = season2026.divisions.find((d) => d.code === code)!;
  const school = zoneMatch.home.school!;
  const next: SchoolFixture = upcomingFixtures(fixturesOfSchool(fixtures, school.slug), today)[0]!;
  return { team: zoneMatch.home.name, school, next, division };
}

test.describe('school pages', () => {
  test('from a draw, a team’s name opens its school’s page with the next match: date, opponent, side and venue', async ({
    page,
    axe,
  }) => {
    const { team, school: expected, next, division } = journey();
    const draws = new DrawsPage(page);
    await draws.goto(`/2026/divisions/${division.grade}/${division.zone}`, { tabs: false });
    if (await draws.tab(division.code).isVisible()) await draws.tab(division.code).click();
    await page.getByRole('main').getByRole('link', { name: team, exact: true }).first().click();

    const school = new SchoolPage(page);
    await expect(page).toHaveURL(new RegExp(`/schools/${expected.slug}/2026$`));
    await expect(school.heading).toHaveText(expected.name);
    const card = school.firstMatch;
    await expect(card.getByRole('heading')).toHaveText(dateText(next));
    await expect(school.fact(card, 'Team')).toHaveText(next.team.name);
    await expect(school.fact(card, 'Opponent')).toHaveText(opponentText(next.opponent));
    await expect(school.fact(card, 'Home or away')).toHaveText(sideText(next));
    await expect(school.fact(card, 'Venue')).toContainText(
      next.venue ? next.venue.school.name : 'announced by the league',
    );
    await axe();
    await new SiteLayout(page).expectNoSidewaysScroll();
  });

  test('a school page lists each team with its division, draw number and place, and its results', async ({
    page,
    axe,
  }) => {
    const school = new SchoolPage(page);
    await page.goto('/schools/darcy-road');
    await expect(school.heading).toHaveText('Darcy Road');
    const team = school.teams.getByRole('article', { name: 'Darcy Road C' });
    await expect(school.fact(team, 'Division')).toHaveText('PA2 Parramatta Intermediate 2');
    await expect(school.fact(team, 'Draw number')).toHaveText('4');
    await expect(school.fact(team, 'Zone')).toHaveText('Parramatta');
    // The real 2026 sheet: round 3 at home to Murray Farm C, 1–2 with a game unfinished.
    const round3 = team.getByRole('row', { name: /^Round 3 / });
    await expect(round3).toContainText('Murray Farm C');
    await expect(round3).toContainText('Home');
    await expect(round3).toContainText('1–2*');
    await team.getByRole('link', { name: 'Murray Farm C' }).first().click();
    await expect(page).toHaveURL(/\/schools\/murray-farm\/2026$/);
    await axe();
    await new SiteLayout(page).expectNoSidewaysScroll();
  });

  test('other seasons: last season in a line, whose year opens that season’s page with every team', async ({
    page,
    axe,
  }) => {
    const school = new SchoolPage(page);
    const lastSeason = schoolSeasonLines(seasonDrawsOf(season2025)).find(
      (line) => line.slug === 'darcy-road',
    )!.summary!;
    await page.goto('/schools/darcy-road');
    const line = school.otherSeasons
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: '2025' }) });
    await expect(line).toContainText(seasonHeadline(lastSeason));
    await line.getByRole('link', { name: '2025' }).click();

    await expect(page).toHaveURL(/\/schools\/darcy-road\/2025$/);
    await expect(school.teams.getByRole('article')).toHaveCount(lastSeason.teams.length);
    for (const team of lastSeason.teams)
      await expect(school.teams.getByRole('article', { name: team.name })).toBeVisible();
    // And the active season is among the other seasons there, with a way back.
    await school.otherSeasons.getByRole('link', { name: '2026' }).click();
    await expect(page).toHaveURL(/\/schools\/darcy-road(\/2026)?$/);
    await expect(school.teams.getByRole('article', { name: 'Darcy Road C' })).toBeVisible();
    await axe();
  });

  test('every season of a school, one line each, from its page and back', async ({ page, axe }) => {
    const school = new SchoolPage(page);
    const line = (bundle: SeasonBundle) =>
      schoolSeasonLines(seasonDrawsOf(bundle)).find((l) => l.slug === 'darcy-road')!.summary!;
    await page.goto('/schools/darcy-road');
    await school.otherSeasons.getByRole('link', { name: 'Every season' }).click();

    await expect(page).toHaveURL(/\/schools\/darcy-road\/seasons$/);
    await expect(school.heading).toHaveText('Darcy Road: every season');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(['2026', '2025']);
    await expect(main).toContainText(seasonHeadline(line(season2026)));
    await expect(main).toContainText(seasonHeadline(line(season2025)));
    await axe();
    await new SiteLayout(page).expectNoSidewaysScroll();
    await page.reload();
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(['2026', '2025']);
    await main.getByRole('link', { name: '2025' }).click();
    await expect(page).toHaveURL(/\/schools\/darcy-road\/2025$/);
    await page.goBack();
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Darcy Road' })
      .click();
    await expect(page).toHaveURL(/\/schools\/darcy-road$/);
  });

  test('a history winner links to its school’s page, which lists the title', async ({ page }) => {
    await page.goto('/2026/competition/metropolitan/primary');
    // The history may sit in a closed section on a phone: follow the link's address.
    const href = await page
      .getByRole('link', { name: 'Matthew Pearce Public School', includeHidden: true })
      .first()
      .getAttribute('href');
    await page.goto(href!);
    const school = new SchoolPage(page);
    await expect(page).toHaveURL(/\/schools\/matthew-pearce$/);
    await expect(school.titles).toContainText('2024: Primary schools competition');
  });

  test('"This is my school" puts its next matches at the top of the home page, on this device only', async ({
    page,
    request,
  }) => {
    const { school: mine, next } = journey();
    const school = new SchoolPage(page);
    await page.goto(`/schools/${mine.slug}`);
    await school.mySchool.click();
    await expect(school.mySchool).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/home');
    const block = page.getByRole('region', { name: /^Your school:/ });
    await expect(block).toContainText(mine.name);
    await expect(block.getByRole('listitem').first()).toContainText(opponentText(next.opponent));
    // The first thing in the page's main content.
    const top = await page
      .getByRole('main')
      .evaluate((main) => main.firstElementChild?.getAttribute('aria-labelledby'));
    expect(top).toBe('my-school-heading');
    expect(await page.context().cookies()).toEqual([]);
    // What the server sends is the same for everyone.
    expect(await (await request.get('/home')).text()).not.toContain(mine.name);
    await page.goto(`/schools/${mine.slug}`);
    await school.mySchool.click();
    await page.goto('/home');
    await expect(page.getByRole('region', { name: /^Your school:/ })).toHaveCount(0);
  });

  test('school and zone pages carry schema.org data that parses, and the page policy does not complain', async ({
    page,
  }) => {
    const complaints = await watchPolicy(page);
    await page.goto('/schools/darcy-road');
    const { things } = await jsonLdThings(page);
    const types = new Set(things.map((thing) => thing['@type']));
    expect([...types].sort()).toEqual([
      'BreadcrumbList',
      'Place',
      'SportsEvent',
      'SportsOrganization',
      'SportsTeam',
      'WebSite',
    ]);
    const event = things.find((thing) => thing.name === 'Darcy Road C v Murray Farm C')!;
    expect(event).toMatchObject({
      startDate: '2026-05-15T16:00:00+10:00',
      homeTeam: { name: 'Darcy Road C' },
      awayTeam: { name: 'Murray Farm C' },
      location: { name: 'Darcy Road', address: { '@type': 'PostalAddress' } },
    });
    const ownTeams = ofType(things, 'SportsTeam').filter((team) =>
      String(team.name).startsWith('Darcy Road'),
    );
    expect(ownTeams.length).toBeGreaterThan(0);
    for (const team of ownTeams)
      expect(team).toMatchObject({
        parentOrganization: {
          name: 'Darcy Road',
          address: { '@type': 'PostalAddress', addressCountry: 'AU' },
        },
      });
    await page.goto('/2026/divisions/intermediate/PA');
    expect(ofType((await jsonLdThings(page)).things, 'SportsEvent').length).toBeGreaterThan(0);
    expect(complaints).toEqual([]);
  });

  test('an unknown school or season is not found', async ({ request }) => {
    for (const url of [
      '/schools/no-such-school',
      '/schools/Darcy-Road',
      '/schools/darcy-road/1999',
      '/schools/darcy-road/20x6',
    ]) {
      expect((await request.get(url)).status(), url).toBe(404);
    }
  });
});

import ICAL from 'ical.js';
import { test, expect } from './fixtures';
import { SiteLayout } from './pages/layout';
import { demoSeason } from './demo-season';
import { seasonDrawsOf, seasonFixtures } from '../lib/league/school-fixtures';
import { fixturesOfSchool, schoolsInFixtures, upcomingFixtures } from '../lib/league/fixtures-of-school';
import { dateText, opponentText, sideText } from '../lib/league/school-text';
import { leagueToday } from '../lib/league/today';

test.describe('find your school', () => {
  // The first search reads the whole season into the cache; on a busy machine that takes a while.
  test.describe.configure({ timeout: 60_000 });
  test('without JavaScript, the home page form lists Beecroft Public School first and its link opens the school page', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/home');
    const form = page.getByRole('search', { name: 'Find your school' });
    await form.getByRole('combobox', { name: 'School, zone or division' }).fill('beecroft');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=beecroft$/);
    const results = page.getByRole('region', { name: /results? for “beecroft”/ });
    const first = results.getByRole('listitem').first();
    await expect(first.getByRole('link')).toHaveText('Beecroft Public School');
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/schools\/beecroft$/);
    // A school on the season's list has a page even before its teams are drawn.
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Beecroft Public School');
    await context.close();
  });

  test('zones and division codes link to their pages; the results page passes axe', async ({ page, axe }) => {
    await page.goto('/search?q=ec1');
    await axe();
    const results = page.getByRole('region', { name: /for “ec1”/ });
    await results.getByRole('link', { name: /^EC1 / }).click();
    await expect(page).toHaveURL(/\/2026\/divisions\/championship\/EC#EC1$/);
    await expect(page.getByRole('tab', { name: 'EC1', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await page.goto('/search?q=east+coast');
    await page
      .getByRole('region', { name: /for “east coast”/ })
      .getByRole('link', { name: 'East Coast zone' })
      .click();
    await expect(page).toHaveURL(/\/2026\/divisions\/championship\/EC$/);
  });

  test('a query that finds nothing says so, and a hostile one is shown as text', async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      'Nothing found for “<img src=x onerror=alert(1)>”',
    );
    await expect(page.locator('main img')).toHaveCount(0);
    const long = 'x'.repeat(5000);
    const response = await page.goto(`/search?q=${long}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('combobox')).toHaveValue('x'.repeat(100));
  });

  test('the type-ahead suggests schools as you type and opens the chosen one', async ({ page, axe }) => {
    const layout = new SiteLayout(page);
    await page.goto('/home');
    const box = page.getByRole('search', { name: 'Find your school' }).getByRole('combobox');
    await box.pressSequentially('beecr');
    const option = page.getByRole('option', { name: /Beecroft Public School/ });
    await expect(option).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await axe();
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/schools\/beecroft$/);
    await expect(layout.main).toBeVisible();
  });

  test('the header holds a search box; on a phone it is in the menu', async ({ page }) => {
    const layout = new SiteLayout(page);
    await page.goto('/competitions');
    const width = page.viewportSize()!.width;
    if (width >= 768) {
      const box = layout.banner.getByRole('search', { name: 'Site search' });
      await box.getByRole('combobox').fill('east coast');
      await box.getByRole('combobox').press('Enter');
    } else {
      await expect(layout.banner.getByRole('search', { name: 'Site search' })).toBeHidden();
      const menu = await layout.openMenu();
      const box = menu.getByRole('search', { name: 'Menu search' });
      await box.getByRole('combobox').fill('east coast');
      await box.getByRole('button', { name: 'Search' }).click();
    }
    await expect(page).toHaveURL(/\/search\?q=east\+coast$/);
    await expect(page.getByRole('link', { name: 'East Coast zone' })).toBeVisible();
  });
});

test.describe('a parent on a phone', () => {
  test.describe.configure({ timeout: 60_000 });

  test("from /home, types the school's name and reads its next match's date, opponent, side and venue two taps later at most", async ({
    page,
    axe,
  }) => {
    const fixtures = seasonFixtures(seasonDrawsOf(demoSeason(2026)));
    const today = leagueToday();
    // A school whose next match is at a known venue, as the demo season has it today.
    const school = schoolsInFixtures(fixtures).find(
      (s) => upcomingFixtures(fixturesOfSchool(fixtures, s.slug), today)[0]?.venue,
    );
    expect(school, `a school with a coming match after ${today}`).toBeTruthy();
    const next = upcomingFixtures(fixturesOfSchool(fixtures, school!.slug), today)[0]!;

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/home');
    await page
      .getByRole('search', { name: 'Find your school' })
      .getByRole('combobox')
      .pressSequentially(school!.name);
    // Tap 1: the suggestion.
    const option = page.getByRole('option').first();
    await expect(option).toContainText(school!.name);
    await option.click();
    await expect(page).toHaveURL(new RegExp(`/schools/${school!.slug}$`));

    const card = page
      .getByRole('region', { name: /^Next match/ })
      .getByRole('article')
      .first();
    await expect(card.getByRole('heading')).toHaveText(dateText(next));
    const fact = (term: string) =>
      card.locator('div', { has: page.locator('dt', { hasText: term }) }).locator('dd');
    await expect(fact('Opponent')).toHaveText(opponentText(next.opponent));
    await expect(fact('Home or away')).toHaveText(sideText(next));
    await expect(fact('Venue')).toContainText(next.venue!.school.name);
    await expect(card).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await axe();
  });
});

test.describe('calendar feeds', () => {
  test('a zone page offers each division as a webcal subscription and a download', async ({
    page,
    request,
  }) => {
    await page.goto('/2026/divisions/championship/EC#EC1');
    const panel = page.getByRole('tabpanel');
    const subscribe = panel.getByRole('link', { name: "Subscribe to EC1's matches" });
    await expect(subscribe).toHaveAttribute(
      'href',
      /^webcal:\/\/127\.0\.0\.1:\d+\/2026\/divisions\/championship\/EC\/EC1\/calendar\.ics$/,
    );
    await expect(panel.getByText('On a phone, tap Subscribe')).toBeVisible();
    const download = panel.getByRole('link', { name: 'Download the calendar (.ics)' });
    const href = (await download.getAttribute('href'))!;
    const response = await request.get(href);
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const events = new ICAL.Component(ICAL.parse(await response.text())).getAllSubcomponents('vevent');
    expect(events.length).toBeGreaterThan(0);
  });
});

import { test, expect } from './fixtures';
import { SiteLayout } from './pages/layout';
import type { Page } from '@playwright/test';
import { leagueToday } from '../lib/league/today';

const COMPETITION_LINKS = [
  ['Metropolitan primary competition', '/2026/competition/metropolitan/primary'],
  ['Metropolitan secondary competition', '/2026/competition/metropolitan/secondary'],
  ['Country primary competition', '/2026/competition/country/primary'],
  ['Country secondary competition', '/2026/competition/country/secondary'],
] as const;

/**
 * Records window.scrollY on every animation frame from before the link to `targetId` is clicked until
 * the scroll has ended: the section has focus (given once the window is there) and one more frame is drawn.
 */
async function scrollTrace(
  page: Page,
  linkName: string,
  targetId: string,
): Promise<{ t: number; y: number }[]> {
  type Traced = { __trace: { t: number; y: number }[]; __tracing: boolean };
  await page.evaluate(() => {
    const w = window as unknown as Traced;
    w.__trace = [];
    w.__tracing = true;
    const start = performance.now();
    const tick = () => {
      w.__trace.push({ t: performance.now() - start, y: window.scrollY });
      if (w.__tracing) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.getByRole('link', { name: linkName, exact: true }).click();
  await expect(page.locator(`#${targetId}`)).toBeFocused();
  return page.evaluate(
    () =>
      new Promise<{ t: number; y: number }[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const w = window as unknown as Traced;
            w.__tracing = false;
            resolve(w.__trace);
          }),
        ),
      ),
  );
}

/** Where the window must scroll to show a section at the top: its top, or the end of the page. */
const scrollTarget = (page: Page, id: string) =>
  page.evaluate((i) => {
    const top = document.getElementById(i)!.getBoundingClientRect().top + window.scrollY;
    return Math.round(Math.min(top, document.documentElement.scrollHeight - window.innerHeight));
  }, id);

test.describe('home page', () => {
  test('shows the welcome, the headings and the four competitions of the active season', async ({
    page,
    axe,
  }) => {
    await page.goto('/home');
    await expect(page).toHaveTitle('NSWJCL Schools - Home');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to the competitions website' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'SCHOOLS TEAMS COMPETITIONS' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'UPCOMING' })).toBeVisible();
    await expect(page.locator('#competitions')).toContainText('New South Wales');
    const main = page.getByRole('main');
    for (const [name, href] of COMPETITION_LINKS) {
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    // The home page has no breadcrumbs: Home is its only crumb.
    await expect(new SiteLayout(page).breadcrumbs).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/home$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'NSWJCL Schools - Home',
    );
    await axe();
  });

  test('lists what is coming up from today, soonest first, or says there is nothing', async ({ page }) => {
    await page.goto('/home');
    const section = page.locator('#upcoming');
    const dates = await section
      .locator('li time')
      .evaluateAll((els) => els.map((el) => el.getAttribute('datetime')!));
    // The server's today, which LEAGUE_TODAY fixes for these tests (playwright.config.ts).
    const today = leagueToday();
    if (dates.length === 0) {
      await expect(section).toContainText('Nothing more is scheduled in the 2026 season');
    } else {
      expect(dates.every((d) => d >= today)).toBe(true);
      expect([...dates].sort()).toEqual(dates);
      // Dates read as words, not as codes.
      await expect(section.locator('li time').first()).toHaveText(
        /^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ \d{4}$/,
      );
    }
  });

  test('the three hero pictures are ours, described, sized and do not shift the page', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number; __shifts: PerformanceObserver };
      w.__shift = 0;
      w.__shifts = new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) w.__shift += entry.value;
        }
      });
      w.__shifts.observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/home');
    const hero = page.getByRole('region', { name: 'Welcome to the competitions website' });
    const images = hero.getByRole('img');
    await expect(images).toHaveCount(3);
    for (const image of await images.all()) {
      expect((await image.getAttribute('alt'))!.length).toBeGreaterThan(20);
      await expect(image).toHaveAttribute('width', '1600');
      await expect(image).toHaveAttribute('height', '640');
      await expect(image).toHaveJSProperty('complete', true);
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
        /\/images\/hero-\d-(800|1600)\.webp$/,
      );
    }
    // Everything that could move the page has happened: loaded, hydrated, fonts in, two frames drawn since.
    await page.waitForLoadState('load');
    await page.waitForFunction(() => 'next' in window);
    const shift = await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const w = window as unknown as { __shift: number; __shifts: PerformanceObserver };
      // Shifts reported but not yet handed to the observer's callback count too.
      const pending = w.__shifts.takeRecords() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[];
      return (
        w.__shift +
        pending.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0)
      );
    });
    expect(shift).toBeLessThan(0.01);
  });

  test('the pictures take turns on an 18 s cycle, 6 s apart, and stand still for reduced motion', async ({
    page,
  }) => {
    await page.goto('/home');
    const styles = () =>
      page.locator('#main picture img').evaluateAll((imgs) =>
        imgs.map((img) => {
          const s = getComputedStyle(img);
          return {
            name: s.animationName,
            duration: s.animationDuration,
            delay: s.animationDelay,
            iterations: s.animationIterationCount,
          };
        }),
      );
    const moving = await styles();
    expect(moving[0]!.name).toBe('none');
    expect(moving.slice(1).map((s) => [s.duration, s.delay, s.iterations])).toEqual([
      ['18s', '6s', 'infinite'],
      ['18s', '12s', 'infinite'],
    ]);
    expect(moving[1]!.name).toMatch(/hero-turn/);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    const still = await styles();
    expect(still.map((s) => s.name)).toEqual(['none', 'none', 'none']);
    // The first picture is the one left showing.
    const opacities = await page
      .locator('#main picture img')
      .evaluateAll((imgs) => imgs.map((img) => getComputedStyle(img).opacity));
    expect(opacities).toEqual(['1', '0', '0']);
  });

  // The 500 ms duration is checked in the scroll helper's unit test; timings are never asserted here.
  test('UPCOMING and COMPETITIONS scroll smoothly to their blocks', async ({ page }) => {
    await page.setViewportSize({ width: page.viewportSize()!.width, height: 500 });
    await page.goto('/home');
    const target = await scrollTarget(page, 'upcoming');
    expect(target).toBeGreaterThan(0);
    const trace = await scrollTrace(page, 'UPCOMING', 'upcoming');
    const final = trace.at(-1)!.y;
    expect(Math.abs(final - target)).toBeLessThanOrEqual(2);
    const between = trace.filter((p) => p.y > 0 && p.y < final);
    expect(between.length, 'frames part way').toBeGreaterThan(0);
    await expect(page.locator('#upcoming')).toBeFocused();

    await page.evaluate(() => window.scrollTo(0, 0));
    const competitions = await scrollTarget(page, 'competitions');
    await page.getByRole('link', { name: 'COMPETITIONS', exact: true }).click();
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(competitions);
    await expect(page.locator('#competitions')).toBeFocused();
  });

  test('with reduced motion the buttons jump at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: page.viewportSize()!.width, height: 500 });
    await page.goto('/home');
    const trace = await scrollTrace(page, 'UPCOMING', 'upcoming');
    const final = trace.at(-1)!.y;
    expect(final).toBeGreaterThan(0);
    expect(trace.filter((p) => p.y > 0 && p.y < final)).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the page reads, and the buttons are in-page links', async ({ page }) => {
      await page.setViewportSize({ width: page.viewportSize()!.width, height: 500 });
      await page.goto('/home');
      await expect(page.getByRole('heading', { level: 2, name: 'SCHOOLS TEAMS COMPETITIONS' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Metropolitan primary competition' })).toHaveAttribute(
        'href',
        '/2026/competition/metropolitan/primary',
      );
      await page.getByRole('link', { name: 'UPCOMING', exact: true }).click();
      await expect(page).toHaveURL(/#upcoming$/);
      await expect(page.getByRole('heading', { name: 'UPCOMING' })).toBeInViewport();
    });
  });

  test('the empty address leads to the home page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
  });
});

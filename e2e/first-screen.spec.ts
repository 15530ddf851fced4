/**
 * A new visitor's first screen: a parent opens a zone page on a phone (375 × 740) for the draw. The
 * division tabs and the draw's first round are on the first screen, before any scrolling; the
 * recent changes wait below the draw, and what is said of them above it is one line at most.
 */
import { test, expect } from './fixtures';
import { DrawsPage } from './pages/draws';
import type { Locator } from '@playwright/test';

const PHONE = { width: 375, height: 740 };

/** A primary zone (one quick-navigation group) and a secondary one (two). */
const ZONES = ['/2026/divisions/championship/EC', '/2026/divisions/senior/E'];

async function bottomOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box, 'on the page and shown').not.toBeNull();
  return box!.y + box!.height;
}

// The test sets its own window size, so only the desktop project runs this file (playwright.config.ts).
test.describe('the first screen of a zone page on a phone', () => {
  for (const path of ZONES) {
    test(`${path}: the tabs and the first draw rows before any scrolling`, async ({ page, axe }) => {
      await page.setViewportSize(PHONE);
      const draws = new DrawsPage(page);
      await draws.goto(path);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      expect(await bottomOf(draws.tabList)).toBeLessThanOrEqual(PHONE.height);
      const rows = draws.activePanel.getByRole('table').first().getByRole('row');
      // The column headings and the first round: the draw has begun on the first screen (on the secondary
      // zone, the demonstration notice and a one-line 'Last changed' leave round 2 just below it).
      for (const i of [0, 1])
        expect(await bottomOf(rows.nth(i)), `row ${i + 1} of the draw`).toBeLessThanOrEqual(PHONE.height);

      // The recent changes come after the draw; above it, one line at most says when the zone last changed.
      const recent = page.getByRole('region', { name: 'Recent changes' });
      const recentTop = (await recent.boundingBox())!.y;
      expect(recentTop).toBeGreaterThan(await bottomOf(draws.activePanel.getByRole('table').first()));
      const summary = page.locator('main > p').filter({ hasText: /^Last changed / });
      for (const line of await summary.all()) {
        const { height } = (await line.boundingBox())!;
        const lineHeight = await line.evaluate((p) => parseFloat(getComputedStyle(p).lineHeight));
        expect(height).toBeLessThanOrEqual(lineHeight * 1.5);
      }
      await axe();
    });
  }
});

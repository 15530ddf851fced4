import { PDFDocument } from 'pdf-lib';
import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';

/** One page of each kind, with what must print and what must not. */
const PAGES = [
  {
    kind: 'zone draw and results',
    path: '/2026/divisions/intermediate/PA',
    print: 'Print draw',
    content: 'Results: PA2 Parramatta Intermediate 2',
    maxPages: 2,
  },
  {
    kind: 'country secondary knock-out',
    path: '/2026/divisions/country/NC',
    print: 'Print draw',
    content: 'North Coast knock-out: Main competition',
    maxPages: 3,
  },
  {
    kind: 'finals grid',
    path: '/2025/finals/championship/interregion/0/2',
    print: 'Print grid',
    content: null,
    maxPages: 1,
  },
  {
    kind: 'country secondary finals',
    path: '/2025/country-secondary-finals',
    print: 'Print draw',
    content: 'Results: Country secondary finals 2025',
    maxPages: 2,
  },
];

async function pdfPages(page: Page) {
  const pdf = await PDFDocument.load(
    await page.pdf({ format: 'A4', landscape: true, preferCSSPageSize: true, printBackground: false }),
  );
  return pdf.getPages().map((p) => p.getSize());
}

for (const target of PAGES) {
  test(`the ${target.kind} prints on A4 landscape with only its content`, async ({ page }) => {
    await page.goto(target.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: target.print })).toBeVisible();
    await page.emulateMedia({ media: 'print' });

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (target.content) await expect(page.getByRole('table', { name: target.content })).toBeVisible();
    else await expect(page.getByText('Winner: New Lambton South')).toBeVisible();
    for (const hidden of [
      page.getByRole('button', { name: target.print }),
      page.getByRole('button', { name: 'Filters' }),
      page.getByRole('navigation', { name: 'Quick navigation' }),
      page.getByRole('navigation', { name: 'Breadcrumb' }),
      page.getByRole('tablist'),
      page.getByRole('complementary', { name: 'Demonstration data' }),
      page.locator('#finals-filters-panel'),
      page.getByRole('combobox'),
    ]) {
      await expect(hidden).toBeHidden();
    }

    const sizes = await pdfPages(page);
    expect(sizes.length).toBeGreaterThanOrEqual(1);
    expect(sizes.length).toBeLessThanOrEqual(target.maxPages);
    for (const size of sizes) {
      // A4 landscape: 842 x 595 points.
      expect(Math.round(size.width)).toBe(842);
      expect(Math.round(size.height)).toBe(595);
    }
  });
}

test('no table row is split across printed pages', async ({ page }) => {
  await page.goto('/2025/divisions/country/NC');
  await page.emulateMedia({ media: 'print' });
  const rules = await page.evaluate(() =>
    Array.from(document.querySelectorAll('tr')).map((row) => getComputedStyle(row).breakInside),
  );
  expect(rules.length).toBeGreaterThan(10);
  expect(new Set(rules)).toEqual(new Set(['avoid']));
});

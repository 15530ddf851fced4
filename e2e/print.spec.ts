import { PDFDocument } from 'pdf-lib';
import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { DrawsPage } from './pages/draws';
import { pdfPageTexts } from './pdf-text';

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

const printPdf = (page: Page) =>
  page.pdf({ format: 'A4', landscape: true, preferCSSPageSize: true, printBackground: false });

async function pdfPages(page: Page) {
  const pdf = await PDFDocument.load(await printPdf(page));
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

test.describe('printing a zone with several divisions', () => {
  const ZONE = '/2026/divisions/championship/EC';
  /** A4 landscape less the 12 mm margins of app/print.css, in CSS pixels (96 to the inch). */
  const PRINTABLE_WIDTH = Math.floor(((297 - 2 * 12) / 25.4) * 96);

  /** In print media at the printable width, every table of the page is shown and none runs past the edge. */
  async function expectWithinPrintableWidth(page: Page) {
    await page.setViewportSize({ width: PRINTABLE_WIDTH, height: 800 });
    await page.emulateMedia({ media: 'print' });
    const layout = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const tables = Array.from(document.querySelectorAll('main table'));
      return {
        width,
        hidden: tables.filter((t) => t.getClientRects().length === 0).length,
        past: tables
          .map((t) => ({
            caption: t.querySelector('caption')?.textContent,
            right: t.getBoundingClientRect().right,
          }))
          .filter((t) => t.right > width),
        pageWidth: document.documentElement.scrollWidth,
      };
    });
    expect(layout.hidden).toBe(0);
    expect(layout.past).toEqual([]);
    expect(layout.pageWidth).toBeLessThanOrEqual(layout.width);
  }

  for (const path of [
    '/2026/divisions/intermediate/EC',
    '/2025/divisions/country/NC',
    '/2025/country-secondary-finals',
  ]) {
    test(`${path} prints within the width of the page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Print draw' })).toBeVisible();
      await expectWithinPrintableWidth(page);
    });
  }

  /** Each division's heading ('EC1 East Coast Championship 1'), in tab order. */
  async function divisionHeadings(draws: DrawsPage) {
    const codes = await draws.tabList.getByRole('tab').allInnerTexts();
    expect(codes.length).toBeGreaterThan(1);
    const headings = await draws.page.locator('[role="tabpanel"] h2').allTextContents();
    return codes.map((code) => {
      const heading = headings.find((h) => h.startsWith(`${code} `));
      expect(heading, code).toBeTruthy();
      return heading!;
    });
  }

  test('"Print draw" prints every division, each from a new page, with nothing past the page edge', async ({
    page,
  }) => {
    const draws = new DrawsPage(page);
    await draws.goto(ZONE);
    const headings = await divisionHeadings(draws);
    expect(await draws.pressPrint(draws.printButton)).toBe(1);

    const texts = await pdfPageTexts(await printPdf(page));
    const starts = headings.map((heading) => texts.findIndex((text) => text.includes(heading)));
    for (const [i, heading] of headings.entries()) {
      expect(starts[i], `${heading} is printed`).toBeGreaterThanOrEqual(0);
      if (i > 0) {
        expect(starts[i], `${heading} starts a page after the one before`).toBeGreaterThan(starts[i - 1]!);
        expect(texts[starts[i]!]!.trim().startsWith(heading), `${heading} is the top of its page`).toBe(true);
      }
    }

    await expectWithinPrintableWidth(page);
  });

  test('"Print this division" prints only the division on show', async ({ page }) => {
    const draws = new DrawsPage(page);
    await draws.goto(ZONE);
    const [first, second] = await divisionHeadings(draws);
    await draws.tab(second!.split(' ')[0]!).click();
    expect(await draws.pressPrint(draws.printDivisionButton)).toBe(1);

    const text = (await pdfPageTexts(await printPdf(page))).join(' ');
    expect(text).toContain(second);
    expect(text).not.toContain(first);
    expect(text).not.toContain('zone Championship finals');

    // Pressing "Print draw" afterwards prints the whole zone again.
    expect(await draws.pressPrint(draws.printButton)).toBe(1);
    const whole = (await pdfPageTexts(await printPdf(page))).join(' ');
    expect(whole).toContain(first);
    expect(whole).toContain(second);
  });
});

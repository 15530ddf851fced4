import { expect, type Locator, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';

/** WCAG 2.5.5's target size, and the size the site gives what a coordinator taps. */
export const TAP_HEIGHT = 44;

/** Each of `targets` (every match) is shown, at least 44 px tall and wholly within the window's width. */
export async function expectTappable(page: Page, targets: Locator, what: string) {
  const all = await targets.all();
  expect(all.length, `${what}: some on the page`).toBeGreaterThan(0);
  const width = page.viewportSize()!.width;
  for (const target of all) {
    const box = await target.boundingBox();
    const name = `${what}: ${(await target.innerText()).trim().split('\n')[0]} at ${width} px`;
    expect(box, name).not.toBeNull();
    expect(box!.height, name).toBeGreaterThanOrEqual(TAP_HEIGHT);
    expect(box!.x, name).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, name).toBeLessThanOrEqual(width);
  }
}

/**
 * No box in the page's main content whose text spills past its own edge (a tile narrower than its
 * words, a cell cut off). Hidden screen-reader text and the tables that scroll sideways in their own
 * region are meant to be so.
 */
export async function expectNothingSpillsOut(page: Page, where: string) {
  const spilled = await page.locator('main').evaluate((main) =>
    [...main.querySelectorAll<HTMLElement>('*')]
      .filter((el) => !el.closest('.visually-hidden, [role="region"][tabindex="0"], input, select, textarea'))
      .filter((el) => el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`),
  );
  expect(spilled, where).toEqual([]);
}

/** The page as the browser prints it on A4: each page's size in points, rounded. */
export async function printedPages(page: Page): Promise<[number, number][]> {
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: false });
  return (await PDFDocument.load(pdf))
    .getPages()
    .map((p) => p.getSize())
    .map(({ width, height }) => [Math.round(width), Math.round(height)]);
}

/** A4 portrait, in points. */
export const A4: [number, number] = [595, 842];

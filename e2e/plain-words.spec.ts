/**
 * Words of the machine room: what a visitor reads on each kind of page (its title and its rendered,
 * visible text) names no part of the machinery, such as imports, bundles, the store or a cache.
 */
import { test, expect } from './fixtures';
import { HTML_PAGES } from './page-kinds';

const MACHINE_WORDS = /\b(import(s|ed|ing)?|bundles?|stor(e|es|ed|ing)|cach(e|es|ed|ing))\b/gi;

/** Each sentence of the text that holds one of the words. */
function sentencesWithMachineWords(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((sentence) => sentence.match(MACHINE_WORDS))
    .map((sentence) => sentence.trim());
}

test.describe('plain words', () => {
  test('no page kind shows a visitor the words of the machine room', async ({ page }) => {
    test.setTimeout(120_000);
    const found: Record<string, string[]> = {};
    for (const [kind, address] of Object.entries(HTML_PAGES)) {
      await page.goto(address);
      const text = `${await page.title()}\n${await page.locator('body').innerText()}`;
      expect(text.length, `${kind} (${address}) shows text`).toBeGreaterThan(100);
      const sentences = sentencesWithMachineWords(text);
      if (sentences.length) found[`${kind} (${address})`] = sentences;
    }
    expect(found).toEqual({});
  });
});

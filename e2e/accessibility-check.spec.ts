/**
 * The accessibility check every page's test runs (e2e/fixtures.ts) finds what it is there to find: a page of
 * ours spoilt in the browser fails it, rule by rule, and a frame, which the check cannot look into, fails it too.
 */
import { axeViolations, expect, test } from './fixtures';

test('the accessibility check names an image without words, a nameless button and faint text', async ({
  page,
}) => {
  await page.goto('/home');
  expect(await axeViolations(page)).toEqual([]);

  // Made through the DOM, as the page's policy refuses inline markup's styles.
  await page.locator('main').evaluate((main) => {
    const image = main.appendChild(document.createElement('img'));
    image.id = 'spoilt-image';
    image.src = '/logo.svg';
    const button = main.appendChild(document.createElement('button'));
    button.id = 'spoilt-button';
    const text = main.appendChild(document.createElement('p'));
    text.id = 'spoilt-text';
    text.textContent = 'Faint words';
    text.style.color = '#eeeeee';
    text.style.background = '#ffffff';
  });
  const lines = await axeViolations(page);
  expect(lines.map((line) => line.split(':')[0])).toEqual(
    expect.arrayContaining(['image-alt', 'button-name', 'color-contrast']),
  );
  for (const id of ['#spoilt-image', '#spoilt-button', '#spoilt-text'])
    expect(lines.join('\n')).toContain(id);
});

test('the accessibility check refuses a page with a frame rather than check half of it', async ({ page }) => {
  await page.goto('/home');
  await page.locator('main').evaluate((main) => {
    const frame = main.appendChild(document.createElement('iframe'));
    frame.title = 'A frame';
  });
  await expect(page.locator('iframe')).toHaveCount(1);
  await expect(axeViolations(page)).rejects.toThrow(/frames, which this check cannot look into/);
});

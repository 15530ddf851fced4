import { test, expect } from './competition-page-fixtures';

test('the left menu scrolls to each section and lists the regions and zones with draws', async ({
  page,
  competition,
}) => {
  await competition.goto({ year: 2026, metro: 'metropolitan', comp: 'primary' });
  const menuLinks = competition.menu.getByRole('list').first().getByRole('link');
  await expect(menuLinks).toHaveText([
    'Draw and results',
    'Description',
    'Entry details',
    'Rules',
    'Resources',
    'History',
  ]);
  for (const href of await competition.hrefs(competition.menu.getByRole('list').first())) {
    await expect(page.locator(href)).toHaveCount(1);
  }
  await competition.menu.getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(/#history$/);
  await expect(competition.section('history').getByRole('heading', { name: 'History' })).toBeInViewport();
  await competition.menu.getByRole('link', { name: 'Draw and results' }).click();
  await expect(page).toHaveURL(/#draw_and_results$/);
  await expect(
    competition.section('draw_and_results').getByRole('heading', { name: 'Draw and results', level: 2 }),
  ).toBeInViewport();
});

test('the region and zone accordion works from the keyboard, one region open at a time', async ({
  page,
  competition,
}) => {
  await competition.goto({ year: 2026, metro: 'metropolitan', comp: 'primary' });
  const metEast = competition.disclosure(competition.menu, 'Met East');
  const metWest = competition.disclosure(competition.menu, 'Met West');
  await expect(metEast).toHaveAttribute('aria-expanded', 'false');
  await expect(competition.menu.locator('button[aria-expanded]')).toHaveText([
    'Met East',
    'Met North',
    'Met South-West',
    'Met West',
  ]);

  // Tab from the last section link to the first region.
  await competition.menu.getByRole('link', { name: 'History' }).focus();
  await page.keyboard.press('Tab');
  await expect(metEast).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(metEast).toHaveAttribute('aria-expanded', 'true');
  const eastPanel = page.locator(`#${await metEast.getAttribute('aria-controls')}`);
  expect(await competition.hrefs(eastPanel)).toEqual([
    '/2026/divisions/championship/EC',
    '/2026/divisions/championship/SG',
    '/2026/divisions/championship/WT',
  ]);
  await expect(eastPanel.getByRole('link', { name: 'East Coast' })).toBeVisible();

  // Up from the first region wraps to the last; Space opens it and closes the other.
  await page.keyboard.press('ArrowUp');
  await expect(metWest).toBeFocused();
  await page.keyboard.press(' ');
  await expect(metWest).toHaveAttribute('aria-expanded', 'true');
  await expect(metEast).toHaveAttribute('aria-expanded', 'false');
  await expect(eastPanel).toBeHidden();
  await expect(competition.menu.getByRole('link', { name: 'Parramatta' })).toHaveAttribute(
    'href',
    '/2026/divisions/championship/PA',
  );

  // Pressing the open one again closes it.
  await page.keyboard.press('Enter');
  await expect(metWest).toHaveAttribute('aria-expanded', 'false');
  await expect(competition.menu.getByRole('link', { name: 'Parramatta' })).toBeHidden();
});

test('the left menu stays in view over 1230 px wide, and scrolls away on narrow screens', async ({
  page,
  competition,
}) => {
  await competition.goto({ year: 2026, metro: 'metropolitan', comp: 'primary' });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const wide = (page.viewportSize()?.width ?? 0) > 1230;
  if (wide) await expect(competition.menu).toBeInViewport();
  else await expect(competition.menu).not.toBeInViewport();
  expect(await competition.menu.evaluate((el) => getComputedStyle(el).position)).toBe(
    wide ? 'sticky' : 'static',
  );
});

test('the country secondary rules are an accordion of eight sections, driven by the keyboard', async ({
  page,
  competition,
  axe,
}) => {
  await competition.goto({ year: 2026, metro: 'country', comp: 'secondary' });
  const rules = competition.section('rules');
  const headings = [
    'Organisation',
    'Arrangements for matches',
    'Teams',
    'Match conditions',
    'Behaviour',
    'Disputes and problems',
    'Contacts',
    'Guidelines for play by telephone or internet',
  ];
  await expect(rules.locator('button[aria-expanded]')).toHaveText(headings);
  await expect(rules.getByRole('heading', { level: 3 })).toHaveText(headings);

  const organisation = competition.disclosure(rules, 'Organisation');
  const guidelines = competition.disclosure(rules, 'Guidelines for play by telephone or internet');
  await organisation.focus();
  await page.keyboard.press('Enter');
  await expect(organisation).toHaveAttribute('aria-expanded', 'true');
  await expect(
    rules.getByText('A team is out of the main competition after its second defeat'),
  ).toBeVisible();

  await page.keyboard.press('End');
  await expect(guidelines).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(guidelines).toHaveAttribute('aria-expanded', 'true');
  await expect(organisation).toHaveAttribute('aria-expanded', 'false');
  await expect(rules.getByText('Set aside at least three hours for the match.')).toBeVisible();
  await expect(rules.getByText('A team is out of the main competition after its second defeat')).toBeHidden();
  await axe();

  await page.keyboard.press('Home');
  await expect(organisation).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const contacts = competition.disclosure(rules, 'Contacts');
  await expect(contacts).toBeFocused();
  await page.keyboard.press(' ');
  await expect(rules.getByRole('link', { name: 'director.of.play@example.org' })).toHaveAttribute(
    'href',
    'mailto:director.of.play@example.org',
  );
  await expect(guidelines).toHaveAttribute('aria-expanded', 'false');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page reads in full and the rules open as native disclosures', async ({ page, competition }) => {
    await competition.goto({ year: 2026, metro: 'country', comp: 'secondary' });
    await expect(competition.heading).toHaveText('Country secondary competition 2026');
    expect(await competition.hrefs(competition.box('Draw and results'))).toHaveLength(6);
    await expect(competition.historyTable).toBeVisible();
    const rules = competition.section('rules');
    await expect(rules.locator('summary')).toHaveCount(8);
    await rules.locator('summary', { hasText: 'Teams' }).click();
    await expect(
      rules.getByText('at least two of the four players must be secondary students'),
    ).toBeVisible();
    await page.goto('/2026/competition/metropolitan/primary');
    await competition.menu.locator('summary', { hasText: 'Met West' }).click();
    await expect(competition.menu.getByRole('link', { name: 'Parramatta' })).toHaveAttribute(
      'href',
      '/2026/divisions/championship/PA',
    );
  });
});

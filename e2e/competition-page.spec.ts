import { test as base, expect } from './fixtures';
import { CompetitionPage, type CompetitionKey } from './pages/competition-page';

const test = base.extend<{ competition: CompetitionPage }>({
  competition: async ({ page }, provide) => {
    await provide(new CompetitionPage(page));
  },
});

const KINDS: (CompetitionKey & { name: string; cutoff: string })[] = [
  {
    year: 2026,
    metro: 'metropolitan',
    comp: 'primary',
    name: 'Metropolitan primary',
    cutoff: 'Wednesday 25 March 2026',
  },
  {
    year: 2026,
    metro: 'metropolitan',
    comp: 'secondary',
    name: 'Metropolitan secondary',
    cutoff: 'Wednesday 25 March 2026',
  },
  {
    year: 2026,
    metro: 'country',
    comp: 'primary',
    name: 'Country primary',
    cutoff: 'Wednesday 25 March 2026',
  },
  {
    year: 2026,
    metro: 'country',
    comp: 'secondary',
    name: 'Country secondary',
    cutoff: 'Friday 27 February 2026',
  },
];

for (const kind of KINDS) {
  test(`${kind.name} 2026: heading, breadcrumbs, title, info blocks, entry details, accessible`, async ({
    page,
    competition,
    axe,
  }) => {
    const label = `${kind.name} competition 2026`;
    const response = await competition.goto(kind);
    expect(response?.status()).toBe(200);

    await expect(competition.heading).toHaveText(label);
    await expect(page).toHaveTitle(`NSWJCL Schools - ${label}`);
    await expect(competition.breadcrumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(competition.breadcrumbs.getByRole('link', { name: 'Competitions' })).toHaveAttribute(
      'href',
      '/competitions',
    );
    await expect(competition.breadcrumbs.getByText(label)).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${CompetitionPage.path(kind)}$`),
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', label);

    // 2026 is the active season and its info blocks are not hidden.
    await expect(competition.infoBlocks).toBeVisible();
    await expect(competition.infoBlocks).toContainText(kind.cutoff);

    const entry = competition.section('entry_details');
    await expect(entry).toContainText(kind.cutoff);
    await expect(entry.getByText('Not available')).toHaveCount(2);
    const enterOnline = entry.getByRole('link', { name: 'Enter Online' });
    await expect(enterOnline).toHaveCount(2);
    for (const link of await enterOnline.all()) {
      await expect(link).toHaveAttribute(
        'href',
        `/enter-online?metro=${kind.metro}&competition=${kind.comp}`,
      );
    }

    for (const id of [
      'draw_and_results',
      'description',
      'entry_details',
      'rules',
      'resources',
      'history',
    ] as const) {
      await expect(competition.section(id)).toHaveCount(1);
    }
    await axe();
  });
}

test('a past season (2025) shows no info blocks, and its own draws and finals', async ({
  page,
  competition,
  axe,
}) => {
  await competition.goto({ year: 2025, metro: 'metropolitan', comp: 'secondary' });
  await expect(competition.heading).toHaveText('Metropolitan secondary competition 2025');
  await expect(page).toHaveTitle('NSWJCL Schools - Metropolitan secondary competition 2025');
  await expect(competition.infoBlocks).toHaveCount(0);

  // Met West had no intermediate division in 2025: no link, while its other grades show.
  const draw = await competition.hrefs(competition.box('Draw and results'));
  expect(draw).toEqual(
    expect.arrayContaining([
      '/2025/divisions/senior/W',
      '/2025/divisions/junior/W',
      '/2025/divisions/intermediate/E',
    ]),
  );
  expect(draw).not.toContain('/2025/divisions/intermediate/W');
  expect(await competition.hrefs(competition.box('Region finals'))).toEqual([
    '/2025/finals/senior/region/ME/1',
    '/2025/finals/intermediate/region/ME/1',
    '/2025/finals/junior/region/ME/1',
    '/2025/finals/intermediate/region/MN/1',
    '/2025/finals/junior/region/MN/1',
  ]);
  await axe();
});

test.describe('draw and results links against the demo data', () => {
  test('metropolitan primary: region boxes with grade links, zone, region, inter-region and NSW finals', async ({
    competition,
  }) => {
    await competition.goto({ year: 2026, metro: 'metropolitan', comp: 'primary' });
    for (const region of ['Met East', 'Met North', 'Met South-West', 'Met West'])
      await expect(competition.box(region)).toBeVisible();
    await expect(competition.box('Hunter')).toHaveCount(0);

    expect(await competition.hrefs(competition.box('Met West'))).toEqual([
      '/2026/divisions/championship/PA',
      '/2026/divisions/intermediate/PA',
      '/2026/divisions/rookies/PA',
      '/2026/divisions/junior_rookies/PA',
      '/2026/divisions/combined/BL',
    ]);
    // Zones without divisions or finals in 2026 (Inner-West, Hills) have no row.
    await expect(competition.box('Met East')).not.toContainText('Inner-West');
    await expect(competition.box('Met West')).not.toContainText('Hills');

    expect(await competition.hrefs(competition.box('Zone finals'))).toEqual([
      '/2026/finals/championship/zone/EC/2',
      '/2026/finals/championship/zone/CC/2',
    ]);
    expect(await competition.hrefs(competition.box('Region finals'))).toEqual([
      '/2026/finals/championship/region/ME/2',
      '/2026/finals/championship/region/MN/2',
      '/2026/finals/championship/region/MW/2',
    ]);
    expect(await competition.hrefs(competition.box('Metropolitan inter-region finals'))).toEqual([
      '/2026/finals/championship/interregion/1/2',
    ]);
    expect(await competition.hrefs(competition.box('Metropolitan vs country'))).toEqual([
      '/2026/finals/championship/intermetropolitan/1/2',
    ]);
  });

  test('country primary: the country regions, and no region final where none was played', async ({
    competition,
  }) => {
    await competition.goto({ year: 2026, metro: 'country', comp: 'primary' });
    await expect(competition.box('Met East')).toHaveCount(0);
    expect(await competition.hrefs(competition.box('Hunter'))).toEqual([
      '/2026/divisions/championship/NE',
      '/2026/divisions/rookies/NE',
      '/2026/divisions/championship/MA',
    ]);
    expect(await competition.hrefs(competition.box('Zone finals'))).toEqual([
      '/2026/finals/championship/zone/NE/2',
    ]);
    const regionFinals = await competition.hrefs(competition.box('Region finals'));
    expect(regionFinals).toHaveLength(5);
    expect(regionFinals).not.toContain('/2026/finals/championship/region/NW/2');
    expect(await competition.hrefs(competition.box('Country inter-region finals'))).toEqual([
      '/2026/finals/championship/interregion/0/2',
    ]);
  });

  test('metropolitan secondary: grade links to each region’s zone, region and inter-region finals', async ({
    competition,
  }) => {
    await competition.goto({ year: 2026, metro: 'metropolitan', comp: 'secondary' });
    expect(await competition.hrefs(competition.box('Draw and results'))).toEqual(
      ['E', 'N', 'W'].flatMap((zone) =>
        ['senior', 'intermediate', 'junior'].map((grade) => `/2026/divisions/${grade}/${zone}`),
      ),
    );
    await expect(
      competition
        .box('Draw and results')
        .getByRole('link', { name: /^Intermediate/ })
        .nth(2),
    ).toHaveAttribute('href', '/2026/divisions/intermediate/W');
    expect(await competition.hrefs(competition.box('Region finals'))).toEqual([
      '/2026/finals/senior/region/ME/1',
      '/2026/finals/junior/region/ME/1',
      '/2026/finals/intermediate/region/MN/1',
    ]);
    expect(await competition.hrefs(competition.box('Inter-region finals'))).toEqual([
      '/2026/finals/senior/interregion/1/1',
      '/2026/finals/intermediate/interregion/1/1',
      '/2026/finals/junior/interregion/1/1',
    ]);
  });

  test('country secondary: a Divisions link per region, and the finals round robin only when there is one', async ({
    competition,
  }) => {
    await competition.goto({ year: 2026, metro: 'country', comp: 'secondary' });
    expect(await competition.hrefs(competition.box('Draw and results'))).toEqual(
      ['HU', 'NC', 'NW', 'RI', 'SC', 'WE'].map((zone) => `/2026/divisions/country/${zone}`),
    );
    await expect(competition.box('Draw and results').getByRole('link', { name: /^Divisions/ })).toHaveCount(
      6,
    );
    // No round robin yet in 2026: the Finals box shows a dash.
    const finals = competition.box('Finals');
    await expect(finals.getByRole('link')).toHaveCount(0);
    await expect(finals.getByText('-', { exact: true })).toBeVisible();

    await competition.goto({ year: 2025, metro: 'country', comp: 'secondary' });
    await expect(
      competition.box('Finals').getByRole('link', { name: 'Finals round-robins' }),
    ).toHaveAttribute('href', '/2025/country-secondary-finals');
  });
});

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

test('history lists winners newest first, with RESULTS only for seasons held here', async ({
  competition,
}) => {
  await competition.goto({ year: 2026, metro: 'metropolitan', comp: 'primary' });
  const table = competition.historyTable;
  await expect(table.getByRole('columnheader')).toHaveText(['Year', 'Winner', 'Detailed Results']);
  const years = await table.locator('tbody th').allTextContents();
  expect(years.slice(0, 3)).toEqual(['2026', '2025', '2024']);
  expect(years.map(Number)).toEqual([...years.map(Number)].sort((a, b) => b - a));
  // Winners link to their school's page; RESULTS only where the season is held here.
  const notSchools = (hrefs: string[]) => hrefs.filter((href) => !href.startsWith('/schools/'));
  expect(notSchools(await competition.hrefs(table))).toEqual([
    '/2026/competition/metropolitan/primary',
    '/2025/competition/metropolitan/primary',
  ]);
  await expect(table.getByRole('link', { name: /^RESULTS/ })).toHaveCount(2);
  const row2024 = table.getByRole('row', { name: /^2024/ });
  await expect(row2024.getByRole('link', { name: 'Matthew Pearce Public School' })).toHaveAttribute(
    'href',
    '/schools/matthew-pearce',
  );
  await expect(row2024.getByRole('link', { name: /^RESULTS/ })).toHaveCount(0);

  await competition.goto({ year: 2026, metro: 'metropolitan', comp: 'secondary' });
  const section = competition.section('history');
  await expect(section).toContainText('late 1940s');
  await expect(section).toContainText('A, B, C and D grades');
  await expect(section).toContainText('1949');
  await expect(competition.historyTable.getByRole('columnheader')).toHaveText([
    'Year',
    'Winner',
    'Detailed Results',
    'Senior',
    'Intermediate',
    'Junior',
  ]);
  expect(notSchools(await competition.hrefs(competition.historyTable))).toEqual([
    '/2026/competition/metropolitan/secondary',
    '/2025/competition/metropolitan/secondary',
  ]);
});

test('the competition page lists the last ten seasons, and Full history every season', async ({
  page,
  competition,
}) => {
  await competition.goto({ year: 2026, metro: 'metropolitan', comp: 'primary' });
  const years = competition.historyTable.locator('tbody th');
  await expect(years).toHaveCount(10);
  await expect(years.last()).toHaveText('2017');
  await competition.section('history').getByRole('link', { name: 'Full history' }).click();
  await expect(page).toHaveURL(/\/2026\/competition\/metropolitan\/primary\/history$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'History of the metropolitan primary competition',
  );
  const full = page.getByRole('table').locator('tbody th');
  await expect(full.first()).toHaveText('2026');
  await expect(full.last()).toHaveText('1981');
  expect(await full.count()).toBeGreaterThan(10);
  await page.getByRole('link', { name: /^Back to the/ }).click();
  await expect(page).toHaveURL(/\/2026\/competition\/metropolitan\/primary$/);
});

test('every PDF the pages link to opens in a new tab and is served as a PDF', async ({
  page,
  competition,
  request,
}) => {
  const files = new Set<string>();
  for (const kind of KINDS) {
    await competition.goto(kind);
    const links = page.locator('a[href^="/assets/files/"]');
    for (const link of await links.all()) await expect(link).toHaveAttribute('target', '_blank');
    for (const href of await competition.hrefs(page.locator('main')))
      if (href.startsWith('/assets/files/')) files.add(href);
    await expect(
      competition.section('resources').getByRole('link', { name: /^FIDE Laws of Chess/ }),
    ).toHaveAttribute('href', 'https://handbook.fide.com/chapter/E012023');
  }
  expect([...files]).toEqual(
    expect.arrayContaining([
      '/assets/files/Rules_Primary.pdf',
      '/assets/files/Rules_Metropolitan_Secondary.pdf',
      '/assets/files/Rules_Country_Secondary.pdf',
      '/assets/files/Guidelines_Telephone_Internet_Play.pdf',
      '/assets/files/Notes_On_The_Laws_Of_Chess.pdf',
      '/assets/files/Result_Card.pdf',
      '/assets/files/Adjudication_Form.pdf',
      '/assets/files/Educational_Benefits_Of_Chess.pdf',
    ]),
  );
  for (const href of files) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type'], href).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString('latin1'), href).toBe('%PDF-');
  }
});

test('an unknown competition or year answers 404 with the error page', async ({ page }) => {
  for (const path of [
    '/2026/competition/metro/primary',
    '/2026/competition/country/tertiary',
    '/1999/competition/country/primary',
    '/20x6/competition/country/primary',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText('Some error occurred')).toBeVisible();
  }
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

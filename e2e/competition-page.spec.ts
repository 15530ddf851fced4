import { test, expect, KINDS } from './competition-page-fixtures';
import { CompetitionPage } from './pages/competition-page';

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

    // The tests' today (26 November 2026) is past every 2026 closing date: entry is closed, and no Enter
    // Online is offered (docs/spec-deviations.md).
    const entry = competition.section('entry_details');
    await expect(entry).toContainText(kind.cutoff);
    await expect(entry.getByText('Not available')).toHaveCount(2);
    await expect(entry).toContainText('Online entry is closed.');
    await expect(entry.getByRole('link', { name: 'Enter Online' })).toHaveCount(0);
    await expect(competition.infoBlocks).toContainText('Online entry is closed.');

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

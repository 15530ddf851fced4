import { test, expect, KINDS } from './competition-page-fixtures';

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

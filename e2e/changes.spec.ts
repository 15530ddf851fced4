/**
 * The change record end to end: the demo seasons are loaded, then a copy of 2025 with one result
 * corrected, one date moved and one team renamed (in OR1, a division no other end-to-end test reads)
 * is imported. (2025 rather than 2026: page-cache.spec.ts replaces 2026 at the same time, and two
 * imports of one season from two tests would undo each other; the unit test in lib/cache/cache.test.ts
 * makes the same three changes to 2026.) The dry run, the
 * import, the changes page, the zone page and the feed each show exactly those three changes; the
 * same copy imported again adds nothing; a browser that saw the zone page before sees the changed
 * cells marked.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import { test, expect } from './fixtures';
import { expectWorkingPage } from './working-page';
import { withThreeChanges } from '../test/season-changes';
import type { SeasonBundle } from '../lib/league/bundle';
import { leagueResult as league } from './league-command';

const THREE = [
  'OR1: Orange demo 4 A renamed Orange demo 4 Gold',
  'OR1 round 2: Orange demo 3 A v Orange demo 5 A now 2½–1½, was ½–3½',
  'OR1 round 7 moved from 13 June to 20 June',
];
const ZONE = '/2025/divisions/championship/OR';
const ZONE_CHANGES = '/2025/changes/primary/OR';
const FEED = '/2025/changes/feed.xml';

test.describe('the change record', () => {
  test.describe.configure({ mode: 'serial' });
  // One browser project imports; the other reads what it recorded.
  let original = '';
  let changed = '';

  test.beforeAll(() => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'changes-'));
    original = path.join(dir, 'season-2025.json');
    expect(league('export', '2025', original).code).toBe(0);
    const bundle = JSON.parse(fs.readFileSync(original, 'utf8')) as SeasonBundle;
    changed = path.join(dir, 'changed.json');
    // And a notice of the league's own for the zone, which is shown but is not a change the site records.
    const copy = {
      ...withThreeChanges(bundle, 'OR1'),
      notices: [
        { date: '2025-06-01', text: 'Round 7 is a week later: the hall is booked on 13 June.', zone: 'OR' },
      ],
    };
    fs.writeFileSync(changed, JSON.stringify(copy));
  });
  test.afterAll(() => {
    if (original) league('import', original);
  });

  test('the dry run, the import, the pages and the feed show exactly the three changes, once', async ({
    page,
    request,
    axe,
  }) => {
    // Five league commands (each a process of its own) and four pages.
    test.setTimeout(240_000);
    // A visitor saw the zone page before the import.
    await page.goto(ZONE);
    await expect(page.getByRole('heading', { name: 'Recent changes' })).toBeVisible();

    const dry = league('import', changed, '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.stderr).toContain(
      ['Dry run of season 2025, nothing written.', 'Changes (3):', ...THREE.map((t) => `  ${t}`)].join('\n'),
    );
    await expect(page.getByRole('main')).not.toContainText('Orange demo 4 Gold');

    const imported = league('import', changed);
    expect(imported.stderr).toContain(['Changes (3):', ...THREE.map((t) => `  ${t}`)].join('\n'));
    expect(imported.stderr).toContain('league:2025:zone:OR');
    const entriesBefore = parseFeed(await (await request.get(FEED)).text()).items.length;
    expect(league('import', changed).stderr).toContain('No changes to record.');

    // The changes page, filtered to the zone through its address.
    await page.goto('/2025/changes');
    await expect(page.getByRole('main')).toContainText(THREE[0]!);
    await page.getByRole('link', { name: 'Primary', exact: true }).click();
    await page
      .getByRole('navigation', { name: 'Filter the changes' })
      .getByRole('link', { name: 'Orange', exact: true })
      .click();
    await expect(page).toHaveURL(ZONE_CHANGES);
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: /^OR1/ })).toHaveText(THREE);
    await expect(page.getByRole('main').locator('h2 time')).toHaveText([/^\w+day \d{1,2} \w+ 20\d\d$/]);
    await axe();

    // The zone page: its last change date, its recent changes and the marks since the last visit.
    await page.goto(ZONE);
    const notices = page.getByRole('region', { name: 'Notices' });
    await expect(notices).toContainText(
      'Sunday 1 June 2025: Round 7 is a week later: the hall is booked on 13 June.',
    );
    const recent = page.getByRole('region', { name: 'Recent changes' });
    await expect(recent.getByRole('listitem').filter({ hasText: /OR1/ })).toHaveText(
      THREE.map((t) => new RegExp(`: ${t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)),
    );
    await expect(recent).toContainText(/Last changed \w+day \d{1,2} \w+ 20\d\d\./);
    const legend = page.getByRole('status').filter({ hasText: 'changed since your last visit' });
    await expect(legend).toBeVisible();
    const marked = page.locator('[data-changed-since-visit]');
    await expect(marked.filter({ hasText: 'Orange demo 4 Gold' }).first()).toBeVisible();
    await expect(marked.filter({ hasText: '20 Jun' }).first()).toBeVisible();
    await expect(marked.filter({ hasText: /2½/ }).first()).toBeVisible();
    await expectWorkingPage(page);
    await axe();
    await legend.getByRole('button', { name: 'Dismiss' }).click();
    await expect(marked).toHaveCount(0);
    await expect(legend).toHaveCount(0);
    await page.reload();
    await expect(page.locator('[data-changed-since-visit]')).toHaveCount(0);
    // On a phone: above the draw, one line says when the zone last changed; the list is below the draw.
    await page.setViewportSize({ width: 375, height: 740 });
    const summary = page.locator('main > p').filter({ hasText: /^Last changed / });
    await expect(summary).toHaveText(/^Last changed \d{1,2} \w+: see the changes$/);
    await expect(summary.getByRole('link')).toHaveAttribute('href', ZONE_CHANGES);
    expect((await summary.boundingBox())!.height).toBeLessThanOrEqual(1.5 * 24);
    expect((await page.getByRole('tablist', { name: 'Divisions' }).boundingBox())!.y).toBeLessThan(740);
    expect((await recent.boundingBox())!.y).toBeGreaterThan(
      (await page.getByRole('tabpanel').getByRole('table').first().boundingBox())!.y,
    );

    // The feed, linked from the pages it follows, read by an independent parser.
    const alternate = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(alternate).toHaveAttribute('href', new RegExp(`^https?://[^/]+${FEED}$`));
    const response = await request.get(FEED);
    expect(response.headers()['content-type']).toContain('application/atom+xml');
    const feed = parseFeed(await response.text());
    expect(feed.items).toHaveLength(entriesBefore);
    const newest = feed.items.find((item) => item.content?.includes('OR1'));
    expect(newest?.content?.split('\n')).toEqual(THREE);
  });
});

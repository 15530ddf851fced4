import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { schoolTags } from './school-tags';
import { teamSchoolSlug } from '@/lib/league/school-match';
import { cacheTags, tagsOfChanges } from './tags';
import PageCacheHandler from './page-cache-handler.mjs';
import { invalidateEverywhere } from './broadcast';
import type { Db } from '@/lib/db/types';
import { checkBundle, type SeasonBundle } from '@/lib/league/bundle';
import { diffSeasons } from '@/lib/league/season-diff';
import { recordOf } from '@/lib/league/change-text';
import { withThreeChanges } from '@/test/season-changes';

function season2026(): SeasonBundle {
  const checked = checkBundle(
    JSON.parse(fs.readFileSync(path.join(__dirname, '../../demo/season-2026.json'), 'utf8')),
  );
  if (!checked.ok) throw new Error(checked.errors.join('\n'));
  return checked.bundle;
}

/** One comparison decides both what the change record says and which cached pages are dropped. */
describe('the comparison of a season before and after an import', () => {
  const before = season2026();
  const at = new Date('2026-06-14T00:30:00Z');
  const outcome = (after: SeasonBundle) => {
    const changes = diffSeasons(before, after);
    return { record: recordOf(changes, at), tags: tagsOfChanges([{ year: 2026, changes }]) };
  };

  it('records and drops nothing when the same season comes again', () => {
    expect(outcome(structuredClone(before))).toEqual({ record: null, tags: [] });
  });

  it('words a corrected result, a moved round and a renamed team, and drops only that zone', () => {
    const { record, tags } = outcome(withThreeChanges(before, 'EC3'));
    expect(record?.items.map((i) => i.text)).toEqual([
      'EC3: Waverley College A renamed Waverley College Gold',
      'EC3 round 2: Chifley A v St Spyridon College A now 2½–1½, was 2–2',
      'EC3 round 7 moved from 12 June to 19 June',
    ]);
    expect(record?.at).toBe('2026-06-14T00:30:00.000Z');
    expect(
      record?.items.every((i) => i.zone === 'EC' && i.competition === 'primary' && i.group === 'EC3'),
    ).toBe(true);
    expect(record?.items[0]?.teams).toEqual([
      'Waverley College A',
      'Waverley College',
      'Waverley College Gold',
    ]);
    // The division's schools (their places and opponents change), and nothing of other zones or schools.
    const ec3 = before.divisions.find((d) => d.code === 'EC3')!;
    const schools = [
      ...new Set([...ec3.teams.map(teamSchoolSlug), teamSchoolSlug({ name: 'Waverley College Gold' })]),
    ]
      .filter((slug): slug is string => Boolean(slug))
      .map(schoolTags.school);
    expect(schools.length).toBeGreaterThan(3);
    expect(tags).toEqual([cacheTags.season(2026), cacheTags.zone(2026, 'EC'), ...schools].sort());
  });

  it('drops the schools list when a team moves to a school no other team is from, and back', () => {
    const after = structuredClone(before);
    const team = after.divisions.find((d) => d.code === 'EC3')!.teams[0]!;
    team.school = 'Wagga Later Entry Public School';
    expect(outcome(after).tags).toContain(schoolTags.list);
    expect(tagsOfChanges([{ year: 2026, changes: diffSeasons(after, before) }])).toContain(schoolTags.list);
  });

  it('drops a finals result on the finals and, when it decides the grid, the index; and records the winner', () => {
    const after = structuredClone(before);
    const grid = after.finals.find((g) =>
      g.steps.some((s) => s.matches.some((m) => !m.result && typeof m.away === 'number')),
    )!;
    const step = grid.steps.find((s) => s.matches.some((m) => !m.result && typeof m.away === 'number'))!;
    const match = step.matches.find((m) => !m.result && typeof m.away === 'number')!;
    match.result = { home: 5, away: 3 };
    const { record, tags } = outcome(after);
    const winner = grid.entrants.find((e) => e.no === match.home)!.name;
    expect(record?.items).toHaveLength(1);
    expect(record?.items[0]?.text).toMatch(
      new RegExp(`: ${winner.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} won 5–3$`),
    );
    expect(tags).toContain(cacheTags.finals(2026));
    expect(tags).not.toContain(cacheTags.zone(2026, 'EC'));
  });

  it('drops everything of a new season and of the season list, and records nothing for it', () => {
    const changes = diffSeasons(null, before);
    expect(recordOf(changes, at)).toBeNull();
    const tags = tagsOfChanges([{ year: 2026, changes }]);
    expect(tags).toEqual(
      expect.arrayContaining([
        cacheTags.seasons,
        cacheTags.index(2026),
        cacheTags.finals(2026),
        cacheTags.zone(2026, 'EC'),
      ]),
    );
  });

  it('drops every zone and the finals for the board colours, and the season list for a season newly active', () => {
    const after = structuredClone(before);
    after.home_white_boards = [2, 4];
    after.active = false;
    const { record, tags } = outcome(after);
    expect(record).toBeNull();
    expect(tags).toEqual(
      expect.arrayContaining([
        cacheTags.seasons,
        cacheTags.finals(2026),
        ...before.zones.map((z) => cacheTags.zone(2026, z.code)),
      ]),
    );
  });

  it('touches the pages of a notice: a zone notice its zone, a competition notice its zones and the finals', () => {
    const zoneNotice = structuredClone(before);
    zoneNotice.notices = [{ date: '2026-06-01', text: 'Round 6 at the library', zone: 'EC' }];
    expect(outcome(zoneNotice)).toEqual({
      record: null,
      tags: [cacheTags.season(2026), cacheTags.zone(2026, 'EC')].sort(),
    });
    const secondary = structuredClone(before);
    secondary.notices = [{ date: '2026-06-01', text: 'Finals venue changed', competition: 'secondary' }];
    const { tags } = outcome(secondary);
    expect(tags).toContain(cacheTags.finals(2026));
    expect(tags).toContain(cacheTags.zone(2026, 'NC'));
    expect(tags).not.toContain(cacheTags.zone(2026, 'EC'));
  });

  it('words entry dates, fees, scorers, new teams and withdrawals', () => {
    const after = structuredClone(before);
    after.entry.metropolitan_primary.price = 35;
    after.entry.country_primary.cutoff_date = '2026-04-10';
    after.zones.find((z) => z.code === 'EC')!.scorer = { name: 'Sam Scorer', email: 'sam@example.org' };
    const division = after.divisions.find((d) => d.code === 'EC3')!;
    division.teams.find((t) => t.no === 4)!.withdrawn = true;
    const { record, tags } = outcome(after);
    expect(record?.items.map((i) => i.text)).toEqual([
      `Metropolitan primary entry fee now $35 per team, was $${before.entry.metropolitan_primary.price}`,
      expect.stringMatching(/^Country primary entries close 10 April/),
      'East Coast zone: scorer now Sam Scorer',
      'EC3: St Spyridon College A withdrawn',
    ]);
    expect(tags).toEqual(
      expect.arrayContaining([cacheTags.index(2026), cacheTags.seasons, cacheTags.zone(2026, 'EC')]),
    );
  });

  it('finds every difference: any part of the bundle changed touches at least one tag', () => {
    const edits: ((b: SeasonBundle) => void)[] = [
      (b) => b.schools[0] && (b.schools[0].phone = '0299999999'),
      (b) => (b.history.primary = 'Someone'),
      (b) => (b.divisions[0]!.notes = ['A note']),
      (b) => (b.finals[0]!.notes = ['A note']),
      (b) => (b.regions[0]!.name = 'Renamed region'),
      (b) => (b.info_block_hidden = !b.info_block_hidden),
      (b) => (b.divisions[0]!.teams[0]!.school = 'Another school'),
      (b) => (b.divisions[0]!.rounds[0]!.date_note = 'Mid-term break'),
    ];
    for (const edit of edits) {
      const after = structuredClone(before);
      edit(after);
      expect(outcome(after).tags.length).toBeGreaterThan(0);
    }
  });
});

describe('the page cache handler', () => {
  const page = (tags: string, html = 'x') => ({
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from('r'),
    headers: { 'x-next-cache-tags': tags },
    status: 200,
  });
  const key = () => crypto.randomUUID();
  // jest.setup.ts turns the cache off for the route handlers tested elsewhere.
  beforeEach(() => {
    process.env.PAGE_CACHE = 'on';
  });
  afterEach(() => {
    process.env.PAGE_CACHE = 'off';
  });

  it('keeps pages and reads, and drops exactly those with an invalidated tag', async () => {
    const handler = new PageCacheHandler();
    const [zone, other, read] = [key(), key(), key()];
    await handler.set(zone, page('_N_T_/layout,league:2026:zone:EC'), {});
    await handler.set(other, page('_N_T_/layout,league:2026:zone:PA'), {});
    await handler.set(
      read,
      { kind: 'FETCH', data: { body: '{}' }, revalidate: false },
      { tags: ['league:2026:zone:EC'] },
    );
    expect((await handler.get(zone))?.value).toMatchObject({ html: 'x' });

    await handler.revalidateTag(['league:2026:zone:EC']);
    expect(await handler.get(zone)).toBeNull();
    expect(await handler.get(read)).toBeNull();
    expect(await handler.get(other)).not.toBeNull();
  });

  // The card sweep's timer: Next's revalidateTag throws there ("static generation store missing").
  it('drops exactly the tags it is given outside any request, as an import does', async () => {
    const handler = new PageCacheHandler();
    const [zone, school, other] = [key(), key(), key()];
    await handler.set(zone, page('_N_T_/layout,league:2026:zone:PA'), {});
    await handler.set(school, page('league:school:north-rocks'), {});
    await handler.set(other, page('_N_T_/layout,league:2026:zone:EC'), {});
    // An embedded store (PGlite): no other server to tell.
    await expect(
      invalidateEverywhere({} as Db, ['league:2026:zone:PA', 'league:school:north-rocks']),
    ).resolves.toBeUndefined();
    expect(await handler.get(zone)).toBeNull();
    expect(await handler.get(school)).toBeNull();
    expect(await handler.get(other)).not.toBeNull();
  });

  it('lets the least recently used entries go beyond PAGE_CACHE_MAX_MB', async () => {
    process.env.PAGE_CACHE_MAX_MB = '1';
    try {
      const handler = new PageCacheHandler();
      const [first, second, third] = [key(), key(), key()];
      const big = 'x'.repeat(200 * 1024);
      await handler.set(first, page('a', big), {});
      await handler.set(second, page('a', big), {});
      await handler.get(first);
      await handler.set(third, page('a', big), {});
      expect(await handler.get(second)).toBeNull();
      expect(await handler.get(first)).not.toBeNull();
      expect(await handler.get(third)).not.toBeNull();
    } finally {
      delete process.env.PAGE_CACHE_MAX_MB;
    }
  });

  it('stores a page with the policy that lists its own inline scripts, whether or not it keeps the page', async () => {
    const html = '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>alert(1)</script>';
    const value = page('a', html);
    process.env.PAGE_CACHE = 'off';
    await new PageCacheHandler().set(key(), value, {});
    const scripts = (value.headers as Record<string, string>)
      ['content-security-policy']!.split('; ')
      .find((d) => d.startsWith('script-src'));
    expect(scripts?.match(/'sha256-/g)).toHaveLength(1);
    expect(value.headers['x-next-cache-tags']).toBe('a');
  });

  it('keeps nothing with PAGE_CACHE=off', async () => {
    const handler = new PageCacheHandler();
    const id = key();
    process.env.PAGE_CACHE = 'off';
    await handler.set(id, page('a'), {});
    process.env.PAGE_CACHE = 'on';
    expect(await handler.get(id)).toBeNull();
  });
});

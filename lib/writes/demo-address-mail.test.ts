/**
 * The demo season `npm start` loads (issue 33): `Send addresses` (and `links --send`) reaches every school with a
 * team and every zone's scorer, each at a demonstration address, so a newcomer sees the whole loop.
 */
import fs from 'node:fs';
import path from 'node:path';
import { freshStore, type TestStore } from '@/test/engines';
import { TEST_LINK_SECRET } from '@/test/sample-season';
import { seasonLinks } from '@/lib/db/queries/cards-links';
import { mailOutbox } from '@/lib/db/schema';
import { schoolSlug } from '@/lib/league/school-slug';
import type { SeasonBundle } from '@/lib/league/bundle';
import { importSeason } from './season-import';
import { queueAddressMail } from './address-mail';

const demo = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../demo/season-2026.json'), 'utf8'),
) as SeasonBundle;

let store: TestStore;
beforeAll(async () => {
  store = await freshStore('pglite');
});
afterAll(() => store.dispose());

it('mails every 2026 school with a team and every zone scorer their own address, all at example.org', async () => {
  await importSeason(store.db, demo);
  const made = await seasonLinks(store.db, 2026, TEST_LINK_SECRET);
  if (!made.ok) throw new Error(made.errors.join());
  const outcome = await queueAddressMail(store.db, 2026, made.links);
  expect(outcome.without).toEqual([]);

  const teamSchools = new Set(
    demo.divisions.flatMap((d) => d.teams.flatMap((t) => (t.school ? [schoolSlug(t.school)] : []))),
  );
  const schoolLinks = made.links.filter((l) => l.kind === 'school');
  expect(new Set(schoolLinks.map((l) => schoolSlug(l.subject)))).toEqual(teamSchools);
  expect(teamSchools.size).toBeGreaterThan(250);

  const rows = await store.db.select().from(mailOutbox);
  expect(rows).toHaveLength(outcome.queued);
  expect(rows.every((r) => r.recipient.endsWith('@example.org'))).toBe(true);
  const mailed = (kind: string) =>
    new Set(rows.filter((r) => r.kind === kind).map((r) => r.address?.subject));
  expect(mailed('school-address')).toEqual(new Set(schoolLinks.map((l) => l.subject)));
  expect(mailed('scorer-address')).toEqual(new Set(demo.zones.map((z) => z.code)));
});

/**
 * A school sends one application a season and competition. The same details sent again within a day (another
 * tab, another day's reload of the blank form, a colleague) are that application: nothing is stored and the
 * first's reference is answered. Other details are a change of it: a new version under the same reference,
 * linked to the first, and listed so in the CSV. On both engines, through the route, the action and the data layer.
 */
import { solvedProof } from '@/test/altcha';
import { describeEachEngine, type TestStore } from '@/test/engines';
import { newKey, post, snapshot, validRequest, withEntryStore } from '@/test/entry-requests';
import { coordinator, school } from '@/test/entry-sample';
import { saveEntryRequest } from '@/lib/db/queries/entries';
import { getCurrentEntryRequests, getEntryReceipt } from '@/lib/db/queries/entry-versions';
import { getEntryRequests } from '@/lib/db/queries/entries';
import { entryRequests } from '@/lib/db/schema';
import { sendEntryRequest } from '@/app/enter-online/actions';
import { entriesCsv } from './csv';
import { validateEntry } from './schema';

let current: TestStore;
jest.mock('@/lib/db/server', () => ({
  getDb: async () => current.db,
  getStore: async () => current,
}));
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-client-address': '203.0.113.21' }),
}));

const REFERENCE = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
let schools = 0;
/** A request of a school no other test sends. */
const fresh = (overrides: Record<string, unknown> = {}) =>
  validRequest({ school: { ...school, name: `Versions Demo School ${(schools += 1)}` }, ...overrides });
const rowsOf = async (name: string) =>
  (await current.db.select().from(entryRequests).orderBy(entryRequests.id)).filter(
    (r) => r.schoolName.toLowerCase().replace(/\s+/g, ' ') === name.toLowerCase(),
  );

describeEachEngine('one application per school, season and competition on %s', (engine) => {
  withEntryStore(engine, (store) => (current = store));

  it('answers the same details from another form as the first request: one row, its reference', async () => {
    const first = await fresh();
    const stored = await post(first);
    expect(stored.status).toBe(201);
    const [row] = await rowsOf(first.school.name);
    expect(row!.reference).toMatch(REFERENCE);
    const before = await snapshot();

    // Another form (its own key and check), the name with spaces around it, which the schema trims.
    const again = await post({
      ...first,
      idempotency_key: newKey(),
      altcha: await solvedProof(),
      school: { ...first.school, name: `  ${first.school.name} ` },
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await stored.json());
    expect(await snapshot()).toEqual(before);

    // The form hears that it was the same, and where the first's confirmation is.
    const action = await sendEntryRequest({
      ...first,
      idempotency_key: newKey(),
      altcha: await solvedProof(),
    });
    expect(action).toEqual({ status: 'ok', id: row!.id, receipt: row!.receipt, same: true });
    expect(await snapshot()).toEqual(before);
  });

  it('stores other details as a change of the first: same reference, next version, linked, listed as a change', async () => {
    const first = await fresh();
    expect((await post(first)).status).toBe(201);
    // The school's name written with other capitals and spaces is the same school.
    const changed = await sendEntryRequest({
      ...first,
      idempotency_key: newKey(),
      altcha: await solvedProof(),
      school: { ...first.school, name: first.school.name.toLowerCase().replace(/ /g, '  ') },
      teams: { ...first.teams, championship: 3 },
    });
    expect(changed).toMatchObject({ status: 'ok', same: false });
    const [v1, v2] = await rowsOf(first.school.name);
    expect(v2).toMatchObject({ reference: v1!.reference, version: 2, firstId: v1!.id });
    expect(v1).toMatchObject({ version: 1, firstId: null });
    expect(v2!.receipt).not.toBe(v1!.receipt);

    // The league's CSV lists both, the second as a change of the first; the draw counts only the change.
    const csv = entriesCsv(await getEntryRequests(current.db, 2030)).split('\n');
    const header = csv[0]!.split(',');
    const cells = (id: number) => csv.find((line) => line.startsWith(`${id},`))!.split(',');
    const column = (name: string) => header.indexOf(name);
    expect(cells(v2!.id)[column('reference')]).toBe(v1!.reference);
    expect(cells(v2!.id)[column('version')]).toBe('2');
    expect(cells(v2!.id)[column('change_of')]).toBe(String(v1!.id));
    expect(cells(v1!.id)[column('change_of')]).toBe('');
    const currentIds = (await getCurrentEntryRequests(current.db, 2030)).map((r) => r.id);
    expect(currentIds).toContain(v2!.id);
    expect(currentIds).not.toContain(v1!.id);

    // Sending the first details again is a change too: the application now says something else.
    const back = await post({ ...first, idempotency_key: newKey(), altcha: await solvedProof() });
    expect(back.status).toBe(201);
    expect((await rowsOf(first.school.name)).map((r) => r.version)).toEqual([1, 2, 3]);
  });

  it('keeps another competition of the same school as an application of its own', async () => {
    const primary = await fresh();
    expect((await post(primary)).status).toBe(201);
    const metro = await post({
      ...primary,
      idempotency_key: newKey(),
      altcha: await solvedProof(),
      mode: 'metropolitan_primary',
    });
    expect(metro.status).toBe(201);
    const [a, b] = await rowsOf(primary.school.name);
    expect(b).toMatchObject({ version: 1, firstId: null });
    expect(b!.reference).not.toBe(a!.reference);
  });

  it('stores one of two identical requests from two forms racing each other', async () => {
    const first = await fresh();
    const second = { ...first, idempotency_key: newKey(), altcha: await solvedProof() };
    const [a, b] = await Promise.all([post(first), post(second)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(await a.json()).toEqual(await b.json());
    expect(await rowsOf(first.school.name)).toHaveLength(1);
  });

  it('answers a form sent twice at once (each with its own check) as one request, not as a repeat', async () => {
    const first = await fresh();
    const [a, b] = await Promise.all([
      sendEntryRequest(first),
      sendEntryRequest({ ...first, altcha: await solvedProof() }),
    ]);
    expect(a).toEqual(b);
    expect(a).toMatchObject({ status: 'ok', same: false });
    expect(await rowsOf(first.school.name)).toHaveLength(1);
  });

  describe('in the data layer', () => {
    const window = { open: true, cutoff: null, commence: null, priceCents: 3300 };
    const meta = (now: Date) => ({
      idempotencyKey: newKey(),
      ipAddress: null,
      season: { year: 2030, window },
      now,
    });
    async function entry(name: string, more: Record<string, string> = {}) {
      const checked = await validateEntry({
        mode: 'country_primary',
        school: { ...school, name, ...more },
        coordinators: [coordinator],
        teams: { championship: 1, intermediate: 0, rookies: 0 },
      });
      if (!checked.ok) throw new Error(JSON.stringify(checked.fieldErrors));
      return checked.entry;
    }

    it('takes identical details as the same for a day, and as a new version after it', async () => {
      const name = `Versions Demo School ${(schools += 1)}`;
      const sent = new Date('2030-02-01T09:00:00Z');
      const first = await saveEntryRequest(current.db, await entry(name), meta(sent));
      expect(first).toMatchObject({ status: 'stored', version: 1 });
      const hours = (n: number) => new Date(sent.getTime() + n * 3600 * 1000);
      expect(await saveEntryRequest(current.db, await entry(name), meta(hours(23.9)))).toEqual({
        ...first,
        status: 'same',
      });
      expect(await saveEntryRequest(current.db, await entry(name), meta(hours(24.1)))).toMatchObject({
        status: 'stored',
        version: 2,
        reference: (first as { reference: string }).reference,
      });
    });

    it('stores the form’s default postal state only with a postal address', async () => {
      const alone = `Versions Demo School ${(schools += 1)}`;
      const postal = `Versions Demo School ${(schools += 1)}`;
      await saveEntryRequest(current.db, await entry(alone, { postal_state: 'NSW' }), meta(new Date()));
      await saveEntryRequest(
        current.db,
        await entry(postal, { postal_address: 'PO Box 1', postal_state: 'NSW', postal_postcode: '2118' }),
        meta(new Date()),
      );
      const [withoutAddress] = await rowsOf(alone);
      const [withAddress] = await rowsOf(postal);
      expect(withoutAddress!.request.school).toMatchObject({ postal_state: '' });
      expect(withAddress!.request.school).toMatchObject({ postal_address: 'PO Box 1', postal_state: 'NSW' });
    });

    it('finds a request by its confirmation secret with what was sent, and nothing by another', async () => {
      const name = `Versions Demo School ${(schools += 1)}`;
      const stored = await saveEntryRequest(current.db, await entry(name), meta(new Date()));
      const receipt = (stored as { receipt: string }).receipt;
      expect(receipt).toMatch(/^[\w-]{22}$/);
      const found = await getEntryReceipt(current.db, receipt);
      expect(found).toMatchObject({ schoolName: name, version: 1, year: 2030, mode: 'country_primary' });
      expect(found).not.toHaveProperty('ipAddress');
      expect(found).not.toHaveProperty('idempotencyKey');
      const another = `${receipt.slice(0, 21)}${receipt.endsWith('A') ? 'B' : 'A'}`;
      expect(await getEntryReceipt(current.db, another)).toBeNull();
    });
  });
});

/**
 * The office's actions ask for the passkey's session themselves: without it (no cookie, an expired or made-up
 * one, another address's) each is refused with 403 (`forbidden()`) and changes nothing; with it, it acts.
 */
import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { sampleBundle } from '@/test/fixtures';
import { importSeason } from '@/lib/writes/season-import';
import {
  drawDrafts,
  drawPlacements,
  drawSettings,
  entryRequests,
  mailOutbox,
  officeActions,
  officePasskeys,
  officeSessions,
  privateLinks,
  seasons,
} from '@/lib/db/schema';
import { seasonLinks } from '@/lib/db/queries/cards-links';
import { getOfficeAddresses } from '@/lib/db/queries/office';
import { getAddressMail } from '@/lib/db/queries/office-address-mail';
import { getOfficeSeason } from '@/lib/db/queries/office-season';
import { createSession, savePasskey, SESSION_MS } from '@/lib/writes/office';
import { resetRateLimits } from '@/lib/api/rate-limit';
import { OFFICE_COOKIE } from '@/lib/office/session-cookie';

let current: TestStore;
let cookie: string | undefined;
const set = jest.fn();

jest.mock('@/lib/db/server', () => ({
  getDb: async () => current.db,
  getStore: async () => current,
  storeUnreachable: () => null,
}));
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ host: 'localhost:3100', 'x-client-address': '203.0.113.9' }),
  cookies: async () => ({
    get: (name: string) => (name === OFFICE_COOKIE && cookie ? { name, value: cookie } : undefined),
    set,
  }),
}));
class Interrupt extends Error {
  constructor(
    readonly status: number,
    readonly to?: string,
  ) {
    super(`interrupt ${status}`);
  }
}
jest.mock('next/navigation', () => ({
  forbidden: () => {
    throw new Interrupt(403);
  },
  redirect: (to: string) => {
    throw new Interrupt(303, to);
  },
}));
jest.mock('@/lib/office/passkeys', () => ({ NOT_VERIFIED: 'not verified' }));
jest.mock('@/lib/db/link-secret', () => ({
  ...jest.requireActual('@/lib/db/link-secret'),
  linkSecret: () => Buffer.from('a-test-link-secret-of-at-least-32-characters'),
}));

import {
  decideEntryRequest,
  revokeOfficePasskey,
  rotateOfficeAddress,
  beginRegistration,
  signOut,
  sendOfficeAddresses,
  resendOfficeMail,
} from '@/app/private/[token]/office/actions';
import {
  adjustZone,
  placeSchool,
  proposeZone,
  publishZone,
  saveSettings,
} from '@/app/private/[token]/office/draw/actions';
import { saveEntryDates, saveZoneScorer } from '@/app/private/[token]/office/season/actions';

const SECRET = Buffer.from('a-test-link-secret-of-at-least-32-characters');
const CARLINGFORD = 'coordinator1.carlingford@example.org';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

async function status(run: Promise<unknown>): Promise<number | string> {
  try {
    await run;
    return 'answered';
  } catch (error) {
    if (error instanceof Interrupt) return error.status;
    throw error;
  }
}

describeEachEngine("the office's actions on %s", (engine) => {
  let director: string;
  let directorId: number;
  let scorer: string;
  let scorerId: number;

  beforeAll(async () => {
    current = await freshStore(engine);
  });
  beforeEach(async () => {
    resetRateLimits();
    cookie = undefined;
    for (const table of [
      seasons,
      privateLinks,
      officePasskeys,
      officeSessions,
      officeActions,
      entryRequests,
      mailOutbox,
      drawDrafts,
      drawPlacements,
      drawSettings,
    ])
      await current.db.delete(table);
    await importSeason(current.db, sampleBundle());
    const links = await seasonLinks(current.db, 2030, SECRET);
    if (!links.ok) throw new Error(links.errors.join());
    const d = links.links.find((l) => l.kind === 'director')!;
    const s = links.links.find((l) => l.kind === 'scorer')!;
    [director, directorId, scorer, scorerId] = [d.token, d.id, s.token, s.id];
    await current.db.insert(entryRequests).values({
      id: 7001,
      idempotencyKey: 'k7001',
      year: 2030,
      mode: 'metropolitan_primary',
      schoolName: 'Darcy Road',
      request: {},
      totalTeams: 1,
      feeCents: 3300,
      schoolKey: 'darcy road',
      reference: 'AAAA-CCCC',
      version: 1,
    });
    await savePasskey(
      current.db,
      directorId,
      { id: 'pk', publicKey: new Uint8Array([1]), counter: 0, transports: [] },
      false,
    );
  });
  afterAll(async () => {
    await current.dispose();
  });

  const unchanged = async () => {
    const [entry] = await current.db.select().from(entryRequests);
    expect(entry!.decision).toBeNull();
    expect((await getOfficeAddresses(current.db, 2030)).every((a) => a.rotations === 0)).toBe(true);
    expect(await current.db.select().from(officePasskeys)).toHaveLength(1);
    expect((await current.db.select().from(officeActions)).map((a) => a.action)).toEqual(['add-passkey']);
    expect(await current.db.select().from(mailOutbox)).toEqual([]);
    expect(await current.db.select().from(drawDrafts)).toEqual([]);
    expect(await current.db.select().from(drawPlacements)).toEqual([]);
    expect(await current.db.select().from(drawSettings)).toEqual([]);
    const season = await getOfficeSeason(current.db, 2030);
    expect(season!.windows.find((w) => w.mode === 'metropolitan_primary')!.cutoff).not.toBe('2030-03-01');
    expect(season!.zones.find((z) => z.code === 'PA')!.scorer?.name).not.toBe('Robin');
  };
  const everyAction = () => [
    decideEntryRequest(director, 7001, 'accepted', 'undecided'),
    rotateOfficeAddress(director, 'school', 'Darcy Road', 0),
    revokeOfficePasskey(director, 'pk'),
    beginRegistration(director),
    signOut(director),
    sendOfficeAddresses(director),
    resendOfficeMail(director, 1),
    placeSchool(director, 'Darcy Road', 'primary', form({ zone: 'PA' })),
    proposeZone(director, 'PA', 0),
    adjustZone(director, 'PA', 1, 'swap', form({ a: 'Carlingford A', b: 'Darcy Road A' })),
    publishZone(director, 'PA', 1),
    saveSettings(director, 0, form({ min: '4', max: '8', match_day: 'monday', blackouts: '' })),
    saveEntryDates(director, 'metropolitan_primary', null, null, form({ cutoff: '2030-03-01' })),
    saveZoneScorer(director, 'PA', null, null, form({ name: 'Robin', email: 'robin@example.org' })),
  ];

  it('refuses every action with 403 without a session, and changes nothing', async () => {
    for (const action of everyAction()) expect(await status(action)).toBe(403);
    await unchanged();
  });

  it('refuses a made-up, expired or other address’s session the same way', async () => {
    cookie = 'x'.repeat(43);
    for (const action of everyAction()) expect(await status(action)).toBe(403);
    cookie = (await createSession(current.db, directorId, 'pk', new Date(Date.now() - SESSION_MS - 1000))).id;
    for (const action of everyAction()) expect(await status(action)).toBe(403);
    // A session is the address's own: the scorer's address (which is no office) is refused too.
    cookie = (await createSession(current.db, scorerId, 'pk')).id;
    for (const action of everyAction()) expect(await status(action)).toBe(403);
    expect(await status(decideEntryRequest(scorer, 7001, 'accepted', 'undecided'))).toBe(403);
    await unchanged();
  });

  it('acts with a live session, recorded with the address that did it', async () => {
    cookie = (await createSession(current.db, directorId, 'pk')).id;
    expect(await status(decideEntryRequest(director, 7001, 'accepted', 'undecided'))).toBe(303);
    const [entry] = await current.db.select().from(entryRequests);
    expect(entry).toMatchObject({ decision: 'accepted', decidedBy: directorId });
    expect(await status(rotateOfficeAddress(director, 'school', 'Darcy Road', 0))).toBe(303);
    const record = await current.db.select().from(officeActions);
    expect(record.map((r) => [r.action, r.linkId])).toEqual([
      ['add-passkey', directorId],
      ['accept-entry', directorId],
      ['rotate-address', directorId],
    ]);
  });

  it('mails the addresses once however often it is pressed, and sends a failed message again once', async () => {
    cookie = (await createSession(current.db, directorId, 'pk')).id;
    const mail = () => current.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    // The rotated address goes to the school's coordinators at once, saying it has changed.
    expect(await status(rotateOfficeAddress(director, 'school', 'Carlingford Public School', 0))).toBe(303);
    const rotated = await mail();
    expect(rotated.length).toBeGreaterThan(0);
    expect(rotated.every((m) => m.kind === 'school-address')).toBe(true);
    expect(rotated[0]!.text).toContain('has been changed');

    expect(await status(sendOfficeAddresses(director))).toBe(303);
    const sent = await mail();
    // The address list says whose it is and that its mail waits to be sent.
    const live = await getOfficeAddresses(current.db, 2030);
    const carlingford = live.find((a) => a.subject === 'Carlingford Public School')!;
    const view = (await getAddressMail(current.db, 2030, live)).get(carlingford.id)!;
    expect(view.holders).toContain(CARLINGFORD);
    // Mailed once at the rotation: Send addresses queued nothing more for it.
    expect(view).toMatchObject({ waiting: view.holders.length, sent: 0, failed: 0 });
    expect(await status(sendOfficeAddresses(director))).toBe(303);
    expect(await mail()).toHaveLength(sent.length);

    await current.db.update(mailOutbox).set({ state: 'failed', answer: 'not sent: 550 no such user' });
    const first = sent[0]!.id;
    expect(await status(resendOfficeMail(director, first))).toBe(303);
    expect((await mail()).find((m) => m.id === first)).toMatchObject({ state: 'queued', attempts: 0 });
    // Pressed again from a page opened before: it is no longer failed, so nothing more.
    let again: unknown;
    try {
      await resendOfficeMail(director, first);
    } catch (error) {
      again = error;
    }
    expect((again as Interrupt).to).toMatch(/refused=mail/);
    const record = (await current.db.select().from(officeActions)).map((r) => r.action);
    expect(record).toEqual([
      'add-passkey',
      'rotate-address',
      'send-addresses',
      'send-addresses',
      'resend-mail',
    ]);
  });
});

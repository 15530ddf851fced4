/**
 * The office's store: a challenge answers once and expires; the first passkey needs only the address, any
 * other a signed-in office; the last passkey cannot be revoked; a session is kept hashed, ends and opens only its
 * own address; `office reset` empties it; an entry's answer is refused when the application changed since.
 */
import crypto from 'node:crypto';
import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { sampleBundle } from '@/test/fixtures';
import { importSeason } from './season-import';
import {
  entryRequests,
  officeActions,
  officeChallenges,
  officePasskeys,
  officeSessions,
  privateLinks,
  seasons,
} from '@/lib/db/schema';
import { seasonLinks } from '@/lib/db/queries/cards-links';
import { getOfficeAddresses, getOfficeEntries } from '@/lib/db/queries/office';
import {
  CHALLENGE_MS,
  countPasskeys,
  createSession,
  getSession,
  resetOffice,
  revokePasskey,
  savePasskey,
  saveChallenge,
  SESSION_MS,
  takeChallenge,
} from './office';
import { decideEntry } from './office-entries';
import { rotateAddress } from './office-addresses';
import { runCommand } from '@/lib/db/commands';

const SECRET = Buffer.from('a-test-link-secret-of-at-least-32-characters');
const NOW = new Date('2030-05-20T02:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const passkey = (id: string) => ({
  id,
  publicKey: new Uint8Array([1, 2, 3]),
  counter: 0,
  transports: ['internal'],
});

describeEachEngine("the office's store on %s", (engine) => {
  let store: TestStore;
  let director: number;
  let other: number;

  beforeAll(async () => {
    store = await freshStore(engine);
  });
  beforeEach(async () => {
    for (const table of [
      seasons,
      privateLinks,
      officePasskeys,
      officeChallenges,
      officeSessions,
      officeActions,
      entryRequests,
    ])
      await store.db.delete(table);
    await importSeason(store.db, sampleBundle());
    const links = await seasonLinks(store.db, 2030, SECRET);
    if (!links.ok) throw new Error(links.errors.join());
    director = links.links.find((l) => l.kind === 'director')!.id;
    other = links.links.find((l) => l.kind === 'scorer')!.id;
  });
  afterAll(async () => {
    await store.dispose();
  });

  it('takes a challenge once, for its kind and address, before it expires', async () => {
    await saveChallenge(store.db, 'c1', 'register', director, NOW);
    expect(await takeChallenge(store.db, 'c1', 'sign-in', director, NOW)).toBe(false);
    expect(await takeChallenge(store.db, 'c1', 'register', other, NOW)).toBe(false);
    expect(await takeChallenge(store.db, 'c1', 'register', director, NOW)).toBe(true);
    expect(await takeChallenge(store.db, 'c1', 'register', director, NOW)).toBe(false);
    await saveChallenge(store.db, 'c2', 'sign-in', director, NOW);
    expect(await takeChallenge(store.db, 'c2', 'sign-in', director, later(CHALLENGE_MS + 1))).toBe(false);
  });

  it('registers the first passkey from the address alone, any other only when signed in', async () => {
    expect(await savePasskey(store.db, director, passkey('a'), false, NOW)).toMatchObject({ ok: true });
    expect(await savePasskey(store.db, director, passkey('b'), false, NOW)).toEqual({
      ok: false,
      message: 'The office already has a passkey: sign in with it first.',
    });
    expect(await savePasskey(store.db, director, passkey('a'), true, NOW)).toMatchObject({ ok: false });
    expect(await savePasskey(store.db, director, passkey('b'), true, NOW)).toMatchObject({ ok: true });
    expect(await countPasskeys(store.db)).toBe(2);
    const record = await store.db.select().from(officeActions);
    expect(record.map((r) => [r.action, r.linkId])).toEqual([
      ['add-passkey', director],
      ['add-passkey', director],
    ]);
  });

  it('revokes a passkey and its sessions, never the last one', async () => {
    await savePasskey(store.db, director, passkey('a'), false, NOW);
    expect(await revokePasskey(store.db, director, 'a', NOW)).toMatchObject({ ok: false });
    await savePasskey(store.db, director, passkey('b'), true, NOW);
    const session = await createSession(store.db, director, 'a', NOW);
    expect(await revokePasskey(store.db, director, 'a', NOW)).toEqual({ ok: true });
    expect(await getSession(store.db, session.id, director, NOW)).toBeNull();
    expect(await countPasskeys(store.db)).toBe(1);
    expect(await revokePasskey(store.db, director, 'b', NOW)).toMatchObject({ ok: false });
  });

  it('keeps a session hashed, for its own address, until it expires', async () => {
    await savePasskey(store.db, director, passkey('a'), false, NOW);
    const session = await createSession(store.db, director, 'a', NOW);
    expect(session.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.expiresAt).toEqual(later(SESSION_MS));
    const rows = await store.db.select().from(officeSessions);
    expect(JSON.stringify(rows)).not.toContain(session.id);
    expect(rows[0]!.idHash).toBe(crypto.createHash('sha256').update(session.id).digest('hex'));
    expect(await getSession(store.db, session.id, director, later(SESSION_MS - 1))).toMatchObject({
      passkeyId: 'a',
    });
    expect(await getSession(store.db, session.id, director, later(SESSION_MS))).toBeNull();
    expect(await getSession(store.db, session.id, other, NOW)).toBeNull();
    expect(await getSession(store.db, 'x'.repeat(43), director, NOW)).toBeNull();
    expect(await getSession(store.db, undefined, director, NOW)).toBeNull();
  });

  it('is emptied by office reset, so the next visit registers again', async () => {
    await savePasskey(store.db, director, passkey('a'), false, NOW);
    const session = await createSession(store.db, director, 'a', NOW);
    await saveChallenge(store.db, 'c', 'sign-in', director, NOW);
    expect(await resetOffice(store.db)).toEqual({ passkeys: 1, sessions: 1 });
    expect(await countPasskeys(store.db)).toBe(0);
    expect(await getSession(store.db, session.id, director, NOW)).toBeNull();
    expect(await takeChallenge(store.db, 'c', 'sign-in', director, NOW)).toBe(false);
    expect(await savePasskey(store.db, director, passkey('c'), false, NOW)).toMatchObject({ ok: true });
  });

  it('is reset by the command `npm run league -- office reset` runs (here or through the server)', async () => {
    await savePasskey(store.db, director, passkey('a'), false, NOW);
    await createSession(store.db, director, 'a', NOW);
    expect(await runCommand(store.db, { name: 'office-reset' })).toEqual({
      ok: true,
      message: "The office's passkeys are gone (1 passkeys, 1 sessions): its next visit registers a new one.",
    });
    expect(await countPasskeys(store.db)).toBe(0);
  });

  it('answers an entry request on the version seen, and refuses one changed since', async () => {
    const row = (version: number, id: number) => ({
      id,
      idempotencyKey: `k${id}`,
      year: 2030,
      mode: 'metropolitan_primary' as const,
      schoolName: 'Darcy Road',
      request: {},
      totalTeams: 2,
      feeCents: 6600,
      schoolKey: 'darcy road',
      reference: 'AAAA-BBBB',
      version,
    });
    await store.db.insert(entryRequests).values(row(1, 9001));
    const first = { requestId: 9001, decision: 'accepted' as const, seen: 'undecided' as const };
    expect(await decideEntry(store.db, director, 2030, first, NOW)).toEqual({
      ok: true,
      repeated: false,
      school: 'Darcy Road',
    });
    expect(await decideEntry(store.db, director, 2030, first, NOW)).toMatchObject({
      ok: true,
      repeated: true,
    });
    // Another tab still showing it undecided declines: refused, the acceptance stands.
    expect(
      await decideEntry(
        store.db,
        director,
        2030,
        { requestId: 9001, decision: 'declined', seen: 'undecided' },
        NOW,
      ),
    ).toMatchObject({ ok: false, stale: true });
    // The school sends a change: the answer to version 1 is refused, version 2 waits for its own.
    await store.db.insert(entryRequests).values(row(2, 9002));
    expect(
      await decideEntry(
        store.db,
        director,
        2030,
        { requestId: 9001, decision: 'declined', seen: 'accepted' },
        NOW,
      ),
    ).toMatchObject({ ok: false, stale: true, message: expect.stringContaining('sent version 2') });
    expect((await getOfficeEntries(store.db, 2030)).map((e) => [e.id, e.decision])).toEqual([[9002, null]]);
    expect(await decideEntry(store.db, director, 2031, { ...first, requestId: 9002 }, NOW)).toMatchObject({
      ok: false,
      stale: false,
    });
    const record = await store.db.select().from(officeActions);
    expect(record.map((r) => [r.action, r.linkId, r.seen])).toEqual([
      ['accept-entry', director, 'request 9001 undecided'],
    ]);
  });

  it('rotates an address as the command line does, once for the rotation it saw', async () => {
    const before = (await getOfficeAddresses(store.db, 2030)).find((a) => a.kind === 'scorer')!;
    expect(before.rotations).toBe(0);
    const input = { kind: 'scorer' as const, subject: before.subject, seenRotations: 0 };
    // The new address is mailed to the zone's scorer; the sample season has no address on record for this one.
    expect(await rotateAddress(store.db, director, 2030, SECRET, input, NOW)).toEqual({
      ok: true,
      queued: 0,
      without: [`the ${before.subject} scorer`],
    });
    expect(await rotateAddress(store.db, director, 2030, SECRET, input, NOW)).toMatchObject({
      ok: false,
      stale: true,
    });
    const after = (await getOfficeAddresses(store.db, 2030)).find((a) => a.kind === 'scorer')!;
    expect(after.rotations).toBe(1);
    const rows = await store.db.select().from(privateLinks);
    expect(
      rows
        .filter((r) => r.kind === 'scorer' && r.subject === before.subject)
        .map((r) => r.revokedAt === null),
    ).toEqual([false, true]);
    expect((await store.db.select().from(officeActions)).map((r) => r.action)).toEqual(['rotate-address']);
  });
});

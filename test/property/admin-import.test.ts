/**
 * Ten thousand hostile season bundles for the season import (lib/db/commands.ts: checkBundle, then
 * importSeason), and ten thousand hostile commands for the route the command line hands its work
 * to while the server holds the store (api/admin/league). A bad bundle is refused whole with its
 * problems named, a bad command with a 4xx; never a throw, a 5xx or an unhandled rejection, and the
 * store is the same afterwards.
 */
import fc from 'fast-check';
import { freshStore, type TestStore } from '@/test/engines';
import { sampleBundle } from '@/test/fixtures';
import { importSeason } from '@/lib/writes/season-import';
import { runCommand } from '@/lib/db/commands';
import { NAME_TEXT_MESSAGE } from '@/lib/league/plain-text';
import * as adminLeague from '@/app/api/admin/league/route';
import { SEED, check, isClearMessage, note, storeChecksum, watchUnhandled } from './harness';
import {
  contentType,
  deepJson,
  deepValue,
  edgeNumber,
  headerString,
  hostileValue,
  malformedJson,
  nastyString,
  notObjectJson,
  pollutionKey,
} from './hostile';
import { mutate, mutation } from './hostile-mutations';
import { SITE, headersOf } from './hostile-requests';

let current: TestStore;
/** The one-time token a server writes to its owner file for the command line. */
const TOKEN = 'property-league-token-0123456789abcdef';
jest.mock('@/lib/db/server', () => ({
  getDb: async () => current.db,
  getStore: async () => ({
    ...current,
    owner: { pid: process.pid, role: 'server', url: 'http://127.0.0.1:3000', token: TOKEN },
  }),
}));

const BUNDLE = sampleBundle(2030);
const TOP_LEVEL = Object.keys(BUNDLE);

beforeAll(async () => {
  current = await freshStore('pglite');
  await importSeason(current.db, BUNDLE);
});
afterAll(async () => {
  await current.dispose();
});

let before: Record<string, string>;
let unhandled: ReturnType<typeof watchUnhandled>;
beforeEach(async () => {
  before = await storeChecksum(current.db);
  unhandled = watchUnhandled();
});
afterEach(async () => {
  unhandled.stop();
  expect(unhandled.seen).toEqual([]);
  expect(await storeChecksum(current.db)).toEqual(before);
});

function setTopLevel(key: string, value: unknown) {
  return (doc: unknown) => {
    const copy = structuredClone(doc);
    if (copy !== null && typeof copy === 'object') (copy as Record<string, unknown>)[key] = value;
    return copy;
  };
}

/**
 * A change no season bundle survives, applied last so nothing after it can undo it: an unknown
 * top-level field, a required one missing, a value of the wrong JSON type, a wrong format or year.
 */
const breaking: fc.Arbitrary<(doc: unknown) => unknown> = fc.oneof(
  fc
    .tuple(
      fc.oneof(pollutionKey, nastyString).filter((key) => !TOP_LEVEL.includes(key)),
      hostileValue,
    )
    .map(
      ([key, value]) =>
        (doc: unknown) =>
          mutate(doc, [{ kind: 'add', at: 0, key, value }]),
    ),
  fc.constantFrom(...TOP_LEVEL.filter((key) => key !== 'notes')).map((key) => (doc: unknown) => {
    const copy = structuredClone(doc);
    if (copy !== null && typeof copy === 'object') delete (copy as Record<string, unknown>)[key];
    return copy;
  }),
  fc.nat().map((at) => (doc: unknown) => mutate(doc, [{ kind: 'retype', at, key: '', value: null }])),
  hostileValue.filter((value) => value !== 'nswjcl-season/1').map((format) => setTopLevel('format', format)),
  fc
    .oneof(edgeNumber, nastyString)
    .filter((year) => !(Number.isInteger(year) && (year as number) >= 1900 && (year as number) <= 2200))
    .map((year) => setTopLevel('year', year)),
);

/** A bundle as read from a file: the sample changed in a few places and broken in one, or not a bundle at all. */
const badBundle: fc.Arbitrary<unknown> = fc
  .oneof(
    {
      weight: 8,
      arbitrary: fc
        .tuple(fc.array(mutation, { maxLength: 3 }), breaking)
        .map(([noise, brk]) => brk(mutate(BUNDLE, noise))),
    },
    { weight: 1, arbitrary: hostileValue },
    { weight: 1, arbitrary: deepValue(1_000) },
  )
  .map((doc) => JSON.parse(JSON.stringify(doc) ?? 'null') as unknown);

function expectRefusal(result: unknown, byPath = true) {
  const answer = result as { ok: boolean; errors?: unknown[] };
  expect(answer.ok).toBe(false);
  expect(answer.errors?.length).toBeGreaterThan(0);
  for (const error of answer.errors ?? []) {
    expect(isClearMessage(error)).toBe(true);
    // A bundle's problems are each named by where they are: `divisions[0].rounds[1].date: …` or `(document): …`.
    if (byPath) expect(error).toMatch(/^(\(document\)|[A-Za-z_][\w.[\]]*): \S/);
  }
}

describe('hostile season bundles', () => {
  it('the season import refuses each whole, naming its problems', async () => {
    await check(
      badBundle,
      async (document) => {
        const result = await runCommand(current.db, { name: 'import', document });
        note(result.ok ? 'imported' : 'refused');
        expectRefusal(result);
      },
      SEED + 21,
    );
  });
});

describe('hostile commands to the server', () => {
  it('admin/league', async () => {
    const year = fc.oneof(
      fc.constantFrom(2030, 1999),
      fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
      edgeNumber,
      nastyString,
      hostileValue,
    );
    const command = fc.oneof(
      { weight: 5, arbitrary: badBundle.map((document) => ({ name: 'import', document })) },
      year.map((y) => ({ name: 'export', year: y })),
      year.map((y) => ({ name: 'entries', year: y })),
      fc.array(badBundle, { maxLength: 2 }).map((documents) => ({ name: 'seed', documents })),
      fc.record({ name: fc.oneof(nastyString, hostileValue), document: hostileValue }),
      hostileValue,
    );
    await check(
      fc.record({
        body: fc.oneof(
          { weight: 8, arbitrary: command.map((value) => JSON.stringify(value) ?? 'null') },
          malformedJson,
          notObjectJson,
          deepJson,
        ),
        type: fc.oneof({ weight: 3, arbitrary: fc.constant('application/json') }, contentType),
        token: fc.oneof(
          { weight: 4, arbitrary: fc.constant('right') },
          fc.constant(null),
          headerString,
          fc.constantFrom('right-x', 'RIGHT'),
        ),
      }),
      async ({ body, type, token: given }) => {
        const header =
          given === 'right'
            ? TOKEN
            : given === 'right-x'
              ? `${TOKEN}x`
              : given === 'RIGHT'
                ? TOKEN.toUpperCase()
                : given;
        const request = new Request(`${SITE}/api/admin/league`, {
          method: 'POST',
          headers: headersOf({ 'content-type': type, 'x-league-token': header }),
          body,
        });
        const response = await adminLeague.POST(request);
        note(response.status);
        const answer = (await response.json()) as Record<string, unknown>;
        expect(response.status).toBeLessThan(500);
        if (given !== 'right') expect(response.status).toBe(403);
        if (response.status === 422)
          return expectRefusal(answer, (JSON.parse(body) as { name?: unknown }).name === 'import');
        if (response.status >= 400) return void expect(isClearMessage(answer.error)).toBe(true);
        // A 200 only reads: an export, the entry list, or a seed the store already has seasons for.
        const sent = JSON.parse(body) as { name: string };
        expect(['export', 'entries', 'seed']).toContain(sent.name);
        expect(answer.ok).toBe(true);
      },
      SEED + 22,
    );
  });
});

describe('the inputs that once made a 500 or a crash (docs/reliability/abuse.md)', () => {
  const send = (command: unknown) =>
    adminLeague.POST(
      new Request(`${SITE}/api/admin/league`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-league-token': TOKEN },
        body: JSON.stringify(command),
      }),
    );

  it.each([
    ['an export for the year "abc"', { name: 'export', year: 'abc' }],
    ['an entry list for the year 20.5', { name: 'entries', year: 20.5 }],
    ['an export for the year 1.8e308', { name: 'export', year: Number.MAX_VALUE }],
  ])('%s is a 422 that says what a year must be', async (_, command) => {
    const response = await send(command);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      ok: false,
      errors: ['The year must be a whole number from 1900 to 2200.'],
    });
  });

  it.each([
    ['an import', { name: 'import', document: { ...sampleBundle(2031), year: 2 ** 40 } }, /^year: /],
    [
      'a seed',
      { name: 'seed', documents: [{ ...sampleBundle(2031), year: -2470233094458904 }] },
      /^bundle 1: year: /,
    ],
  ])(
    '%s of a bundle whose year no integer column holds is a 422 naming the year',
    async (_, command, error) => {
      // Found by the admin run once nothing was set aside: the cache's snapshot read the store for that year.
      const response = await send(command);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ ok: false, errors: [expect.stringMatching(error)] });
    },
  );

  it('a bundle with a NUL in a school name is refused whole, naming the field', async () => {
    const document = sampleBundle(2031);
    document.schools[0]!.name = 'Carlingford\u0000 Public School';
    const result = await runCommand(current.db, { name: 'import', document });
    expect(result).toEqual({ ok: false, errors: [`schools[0].name: ${NAME_TEXT_MESSAGE}`] });
  });

  it('a bundle with a lone surrogate in a team name is refused whole, naming the field', async () => {
    const document = sampleBundle(2031);
    document.divisions[0]!.teams[0]!.name = 'Carlingford \udc00A';
    const result = await runCommand(current.db, { name: 'import', document });
    expect(result).toEqual({ ok: false, errors: [`divisions[0].teams[0].name: ${NAME_TEXT_MESSAGE}`] });
  });
});

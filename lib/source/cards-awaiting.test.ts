/**
 * The awaiting marks through the data cache: Next's `unstable_cache` keeps an entry by its key parts (and the
 * function's source, the same for every call here), so the key must name everything the answer depends on.
 */
import { getAwaitingMatches } from './cards';

jest.mock('next/cache', () => {
  const kept = new Map<string, unknown>();
  return {
    unstable_cache: (read: () => Promise<unknown>, keyParts: string[]) => async () => {
      const key = keyParts.join(',');
      if (!kept.has(key)) kept.set(key, await read());
      return kept.get(key);
    },
  };
});
jest.mock('@/lib/db/server', () => ({ getDb: async () => ({}) }));
/** A senior and an intermediate match reported in the East zone, answered by division as the store does. */
jest.mock('@/lib/db/queries/cards-read', () => ({
  getPendingMatches: async (_db: unknown, _year: number, divisions: string[]) =>
    new Set(['SE1~r7~4v1', 'IE1~r7~6v2'].filter((key) => divisions.includes(key.split('~')[0]!))),
}));

beforeAll(() => {
  process.env.PAGE_CACHE = 'on';
});
afterAll(() => {
  process.env.PAGE_CACHE = 'off';
});

it("shows every grade's page of a zone its own marks, whichever grade's page was read first", async () => {
  expect(await getAwaitingMatches(2026, 'E', ['SE1', 'SE2'])).toEqual([
    { division: 'SE1', round: 7, home: 4, away: 1 },
  ]);
  expect(await getAwaitingMatches(2026, 'E', ['IE1'])).toEqual([
    { division: 'IE1', round: 7, home: 6, away: 2 },
  ]);
  expect(await getAwaitingMatches(2026, 'E', ['JE1', 'JE2'])).toEqual([]);
});

/**
 * Contract test: the league API client against our own route handlers, on both engines. What the
 * client accepts from us, it would accept from the league's API, and the other way round.
 */
import { solvedProof } from '@/test/altcha';
import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { sampleBundle } from '@/test/fixtures';
import { routeFetch } from '@/test/route-fetch';
import { importSeason } from '@/lib/writes/season-import';
import { getAllData } from '@/lib/db/queries/all-data';
import { getEntryRequests } from '@/lib/db/queries/entries';
import { errorLogs } from '@/lib/db/schema';
import { allDataSchema } from '@/lib/league-api/contract';
import { LeagueApiError, createLeagueApiClient } from './client';

let current: TestStore;
jest.mock('@/lib/db/server', () => ({
  getDb: async () => current.db,
  getStore: async () => current,
}));

const BASE = 'http://league.test';

describeEachEngine('league API contract on %s', (engine) => {
  const client = createLeagueApiClient(BASE, routeFetch);

  beforeAll(async () => {
    current = await freshStore(engine);
    await importSeason(current.db, sampleBundle(2029));
    const active = sampleBundle(2030);
    await importSeason(current.db, active);
  });
  afterAll(async () => {
    await current.dispose();
  });

  it('serves all_data for a year with every key of SPEC section 3, as the store builds it', async () => {
    const data = await client.getAllData(2030);
    expect(data).toEqual(await getAllData(current.db, 2030));
    expect(Object.keys(allDataSchema.shape).every((key) => key in data!)).toBe(true);
    expect(data!.divisions_by_zone_code['2030']!.PA!.championship![0]!.table).toContain('Carlingford A');
    expect(Object.keys(data!.finals_codes)).toEqual(['championship_interregion_0_2030']);
    expect(data!.history['2030']).toHaveLength(11);
  });

  it('answers the start-up call with the seasons and finds the active one', async () => {
    const seasons = await client.getSeasons();
    expect(seasons.map((s) => [s.year, s.active, s.publish])).toEqual([
      [2029, 0, '1'],
      [2030, 1, '1'],
    ]);
  });

  it('says a year it does not hold is missing', async () => {
    expect(await client.getAllData(1999)).toBeNull();
  });

  it('suggests school names only, never a coordinator', async () => {
    const schools = await client.schoolTypeahead({ query: 'carl', metro: '1', competition: '2' });
    expect(schools).toEqual([{ name: 'Carlingford Public School' }]);
    expect(await client.schoolTypeahead({ query: 'carl', metro: '0' })).toEqual([]);
    expect(await client.schoolTypeahead({ query: '%' })).toEqual([]);
  });

  it('fills the school fields by name without coordinators', async () => {
    const school = await client.searchSchoolByName('carlingford public school');
    expect(school).toEqual({
      name: 'Carlingford Public School',
      address: 'Demo address',
      suburb: 'Carlingford',
      state: 'NSW',
      postcode: '2118',
      phone: '0255500001',
      fax: '',
      locationOfChessRoom: 'Library',
    });
    expect(JSON.stringify(school)).not.toContain('@');
    expect(await client.searchSchoolByName('No such school')).toBeNull();
  });

  it('resolves a school by its hash, with its previous-year coordinators', async () => {
    const invitation = await client.getInvitation('0123456789abcdef0123456789ab2030');
    expect(invitation).toMatchObject({
      hash: '0123456789abcdef0123456789ab2030',
      mode: 'metropolitan_primary',
      school: { name: 'Carlingford Public School', locationOfChessRoom: 'Library' },
      alreadySubmitted: false,
    });
    expect(invitation!.coordinators).toHaveLength(1);
    expect(invitation!.coordinators[0]!.hash).not.toContain('@');
    expect(invitation!.coordinators[0]!.firstName).toBeTruthy();
    expect(await client.getInvitation('ffffffffffffffffffffffffffffffff')).toBeNull();
  });

  it('lists the country regions', async () => {
    expect(await client.getCountryRegions()).toEqual([{ code: 'NC', name: 'North Coast' }]);
  });

  it('logs a front-end error', async () => {
    await client.logFrontendError({ error: 'TypeError: x is undefined', uri: '/home' });
    const rows = await current.db.select().from(errorLogs);
    expect(rows.map((r) => [r.site, r.error, r.uri])).toContainEqual([
      'nswjcl',
      'TypeError: x is undefined',
      '/home',
    ]);
  });

  it('stores an entry request once however often it is sent', async () => {
    const request = {
      idempotency_key: `key-${engine}-0123456789abcdef`,
      altcha: await solvedProof(),
      mode: 'metropolitan_primary',
      school: {
        hash: '0123456789abcdef0123456789ab2030',
        name: 'Carlingford Public School',
        address: '1 Example Street',
        suburb: 'Carlingford',
        state: 'NSW',
        postcode: '2118',
        phone: '(02) 5550 0001',
      },
      coordinators: [
        {
          first_name: 'Sam',
          last_name: 'Example',
          title: 'Ms',
          type: 'Teacher',
          email: 'sam@example.org',
          mobile: '0491 570 006',
        },
      ],
      teams: {
        championship: 2,
        intermediate: 1,
        intermediate_to_championship: 1,
        intermediate_to_rookies: 0,
        rookies: 0,
        junior_rookies: 0,
      },
    };
    expect((await client.addEnterOnlineRequest(request)).result).toBe(1);
    expect((await client.addEnterOnlineRequest(request)).result).toBe(1);
    const stored = await getEntryRequests(current.db, 2030);
    expect(stored.filter((r) => r.idempotencyKey === request.idempotency_key)).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      totalTeams: 3,
      feeCents: 9900,
      schoolName: 'Carlingford Public School',
    });
    expect((await client.getInvitation('0123456789abcdef0123456789ab2030'))?.alreadySubmitted).toBe(true);
  });

  it('hands out a proof-of-work challenge that the server-side solver answers', async () => {
    const challenge = await client.getAltchaChallenge();
    expect(challenge?.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1 });
    expect(challenge?.signature).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('league API client', () => {
  const answer =
    (body: unknown, status = 200) =>
    async () =>
      Response.json(body, { status });

  it('fails clearly on a malformed answer, naming the field', async () => {
    const client = createLeagueApiClient(
      BASE,
      answer({ result: 1, data: { seasons: [{ season_id: 'one', year: 2026, active: 1, publish: '1' }] } }),
    );
    await expect(client.getSeasons()).rejects.toThrow(
      "The league API's answer to get-all-data is malformed: data.seasons[0].season_id",
    );
  });

  it('fails clearly when the answer is not JSON or the API is down', async () => {
    const notJson = createLeagueApiClient(BASE, async () => new Response('<html>', { status: 502 }));
    await expect(notJson.getSeasons()).rejects.toThrow(LeagueApiError);
    const down = createLeagueApiClient(BASE, async () => {
      throw new TypeError('fetch failed');
    });
    await expect(down.getAllData(2026)).rejects.toThrow(
      'The league API did not answer get-all-data/year/2026: fetch failed',
    );
  });
});

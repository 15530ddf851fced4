/**
 * Work done outside any request (the card sweep's timer) drops cached pages as an import does: Next's
 * revalidateTag throws there ("static generation store missing"), so the drop must not depend on it.
 */
import crypto from 'node:crypto';
import type { Db } from '@/lib/db/client';
import PageCacheHandler from './page-cache-handler.mjs';
import { invalidateEverywhere } from './broadcast';

const page = (tags: string) => ({
  kind: 'APP_PAGE',
  html: 'x',
  rscData: Buffer.from('r'),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
});

describe('dropping tags outside any request', () => {
  beforeEach(() => {
    process.env.PAGE_CACHE = 'on';
  });
  afterEach(() => {
    process.env.PAGE_CACHE = 'off';
  });

  it("drops exactly those tags from this server's cache, as the sweep's confirmation needs", async () => {
    const handler = new PageCacheHandler();
    const [zone, school, other] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
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
});

/**
 * What server.mjs asks before Next sees a request (lib/http/unknown-address.ts): nothing is judged until the
 * league's facts are read; then each address is judged once per set of facts, so an import (a new page cache
 * generation) judges it again, and made-up addresses keep no more than a bounded number of answers.
 */
import { dropEntriesTagged } from '@/lib/cache/page-cache-handler.mjs';
import { demoBundle, seasonIndexOfBundle } from '@/test/season-index';

const index = seasonIndexOfBundle(demoBundle(2026));
let schools = ['darcy-road'];
const reads = { status: 0 };

jest.mock('@/lib/source', () => ({
  getLeagueSource: () => ({
    getSiteStatus: async () => {
      reads.status += 1;
      return { seasons: [{ year: 2026 }] };
    },
    getSeasonIndex: async () => index,
    getSchoolSlugs: async () => schools,
  }),
}));

import { namesNothing } from './unknown-address';

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the address check server.mjs asks', () => {
  it('judges nothing until the facts are read, then judges, and judges again after an import', async () => {
    expect(namesNothing('/schools/new-school')).toBe(false);
    await settled();
    expect(namesNothing('/schools/new-school')).toBe(true);
    expect(namesNothing('/schools/darcy-road')).toBe(false);
    expect(namesNothing('/schools/new-school')).toBe(true);
    expect(reads.status).toBe(1);

    // An import here (or on another server) drops cached pages: the kept answers go with them.
    schools = ['darcy-road', 'new-school'];
    dropEntriesTagged(() => true);
    expect(namesNothing('/schools/new-school')).toBe(false);
    await settled();
    expect(reads.status).toBe(2);
    expect(namesNothing('/schools/new-school')).toBe(false);
    expect(namesNothing('/schools/made-up')).toBe(true);
  });

  it('gives the same answer for a made-up address however many others were asked before it', async () => {
    await settled();
    for (let i = 0; i < 10_000; i += 1) expect(namesNothing(`/schools/made-up-${i}`)).toBe(true);
    expect(namesNothing(`/schools/made-up-0`)).toBe(true);
    expect(namesNothing(`/schools/${'x'.repeat(2_000)}`)).toBe(true);
    expect(namesNothing('/schools/darcy-road')).toBe(false);
  });
});

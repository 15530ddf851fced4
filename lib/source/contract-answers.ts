import 'server-only';
/**
 * The league API contract's all_data answers (SPEC section 7) for our /api/index handlers, from the
 * embedded store whichever source the pages use, kept in Next's data cache like the pages' reads.
 */
import { getDb } from '@/lib/db/server';
import { getActiveYear, getAllData, getSeasons } from '@/lib/db/queries/all-data';
import { cacheTags } from '@/lib/cache/tags';
import type { AllData, ContractSeason } from '@/lib/league-api/contract';
import { cachedRead } from './cached';

export const storeReads = {
  allData: (year: number): Promise<AllData | null> =>
    cachedRead(
      ['store-all-data', year],
      [cacheTags.season(year)],
      async () => getAllData(await getDb(), year),
      null,
    ),
  /** The start-up call: the active season's all_data, or the list of seasons when none is active. */
  async startUp(): Promise<AllData | { seasons: ContractSeason[] }> {
    const year = await cachedRead(
      ['store-active-year'],
      [cacheTags.seasons],
      async () => getActiveYear(await getDb()),
      null,
    );
    const data = year === null ? null : await storeReads.allData(year);
    return (
      data ?? {
        seasons: await cachedRead(
          ['store-seasons'],
          [cacheTags.seasons],
          async () => getSeasons(await getDb()),
          [],
        ),
      }
    );
  },
};

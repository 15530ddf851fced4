import 'server-only';
/**
 * The boards of published matches that name players, for the school and zone pages, each name as its school
 * allows (lib/db/queries/public-boards.ts). Kept with the zone's data, so the register's changes and a
 * published card drop them with the zone's tag. A relaying site keeps no register, so names no one.
 */
import { getDb } from '@/lib/db/server';
import { getPublicBoards, type PublicBoards } from '@/lib/db/queries/public-boards';
import { cacheTags } from '@/lib/cache/tags';
import { relaysToLeague } from '@/lib/deployment';
import { divisionsByZone } from '@/lib/league/zone-divisions';
import { cachedRead } from './cached';

export type { PublicBoards };

/** The named boards of a zone's divisions, for its page. */
export function getZoneBoards(
  year: number,
  zoneCode: string,
  divisionCodes: readonly string[],
): Promise<PublicBoards[]> {
  const codes = [...new Set(divisionCodes)].sort();
  return cachedRead(
    ['public-boards', year, zoneCode, ...codes],
    [cacheTags.zone(year, zoneCode)],
    async () => (relaysToLeague() ? [] : getPublicBoards(await getDb(), year, codes)),
    [],
  );
}

/** The named boards in the divisions of the teams listed, whichever zones they play in. */
export async function getPublicBoardsOf(
  year: number,
  teams: readonly { zone: { code: string }; division: { code: string } }[],
): Promise<PublicBoards[]> {
  const lists = await Promise.all(
    divisionsByZone(teams).map(([zone, codes]) => getZoneBoards(year, zone, codes)),
  );
  return lists.flat();
}

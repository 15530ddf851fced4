import { getLeagueSource } from '@/lib/source';
import { handle, ok } from '@/lib/api/http';
import { regionsOf } from '@/lib/league/season-index';

/** The active season's country regions, from its index (no division tables are read for six names). */
export async function GET() {
  return handle(async () => {
    const source = getLeagueSource();
    const { activeYear } = await source.getSiteStatus();
    const index = activeYear === null ? null : await source.getSeasonIndex(activeYear);
    return ok({
      regions: index ? regionsOf(index, 'country').map(({ code, name }) => ({ code, name })) : [],
    });
  });
}

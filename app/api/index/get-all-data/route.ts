import { getDb } from '@/lib/db/server';
import { getActiveYear, getAllData, getSeasons } from '@/lib/db/queries/all-data';
import { checkSalt, handle, ok, readJsonObject } from '@/lib/api/http';

/** The site's start-up call: the seasons (to find the active one), with the active season's all_data. */
export async function POST(request: Request) {
  return handle(async () => {
    checkSalt(await readJsonObject(request));
    const db = await getDb();
    const year = await getActiveYear(db);
    const data = year === null ? null : await getAllData(db, year);
    return ok(data ?? { seasons: await getSeasons(db) });
  });
}

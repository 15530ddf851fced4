import { getDb } from '@/lib/db/server';
import { getActiveYear, getAllData } from '@/lib/db/queries/all-data';
import { handle, ok } from '@/lib/api/http';

export async function GET() {
  return handle(async () => {
    const db = await getDb();
    const year = await getActiveYear(db);
    const data = year === null ? null : await getAllData(db, year);
    return ok({ regions: data?.regions_by_metro['0'] ?? [] });
  });
}

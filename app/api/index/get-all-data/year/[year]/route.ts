import { getDb } from '@/lib/db/server';
import { getAllData } from '@/lib/db/queries/all-data';
import { HttpError, checkSalt, handle, ok, parseYear, readJsonObject } from '@/lib/api/http';

export async function POST(request: Request, { params }: { params: Promise<{ year: string }> }) {
  return handle(async () => {
    const year = parseYear((await params).year);
    checkSalt(await readJsonObject(request));
    const data = await getAllData(await getDb(), year);
    if (!data) throw new HttpError(404, `There is no season ${year}.`);
    return ok(data);
  });
}

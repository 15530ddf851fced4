import { getDb } from '@/lib/db/server';
import { schoolTypeahead } from '@/lib/db/queries/schools';
import { HttpError, handle, ok } from '@/lib/api/http';

export async function GET(request: Request) {
  return handle(async () => {
    const params = new URL(request.url).searchParams;
    const query = params.get('query') ?? '';
    if (query.length > 100) throw new HttpError(400, 'query must be at most 100 characters.');
    const limitText = params.get('limit') ?? '10';
    if (!/^\d{1,3}$/.test(limitText)) throw new HttpError(400, 'limit must be a whole number.');
    const schools = await schoolTypeahead(await getDb(), {
      query,
      limit: Number(limitText),
      metro: params.get('metro_name'),
      competition: params.get('competition_name'),
    });
    return ok({ schools });
  });
}

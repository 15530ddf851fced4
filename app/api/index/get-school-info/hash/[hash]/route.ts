import { getDb } from '@/lib/db/server';
import { getSchoolInfo } from '@/lib/db/queries/schools';
import { HttpError, handle, ok } from '@/lib/api/http';

export async function GET(_request: Request, { params }: { params: Promise<{ hash: string }> }) {
  return handle(async () => {
    const { hash } = await params;
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(hash)) throw new HttpError(400, 'The hash is not in the right form.');
    return ok(await getSchoolInfo(await getDb(), hash));
  });
}

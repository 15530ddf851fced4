import { storeReads } from '@/lib/source/contract-answers';
import { HttpError, checkSalt, handle, okJson, parseYear, readJsonObject } from '@/lib/api/http';

export async function POST(request: Request, { params }: { params: Promise<{ year: string }> }) {
  return handle(async () => {
    const year = parseYear((await params).year);
    checkSalt(await readJsonObject(request));
    const answer = await storeReads.allDataAnswer(year);
    if (!answer) throw new HttpError(404, `There is no season ${year}.`);
    return okJson(answer);
  });
}

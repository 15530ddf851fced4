import { storeReads } from '@/lib/source/contract-answers';
import { checkSalt, handle, okJson, readJsonObject } from '@/lib/api/http';

/** The site's start-up call: the seasons (to find the active one), with the active season's all_data. */
export async function POST(request: Request) {
  return handle(async () => {
    checkSalt(await readJsonObject(request));
    return okJson(await storeReads.startUpAnswer());
  });
}

import { getDb } from '@/lib/db/server';
import { saveEntryRequest } from '@/lib/db/queries/entries';
import { validateEntry } from '@/lib/entry/schema';
import { HttpError, clientIp, handle, readJsonObject } from '@/lib/api/http';

/** Answers `{ result: 1 }` once the request is stored (again for a retry with the same key). */
export async function POST(request: Request) {
  return handle(async () => {
    // ip_address in the body is never trusted: the address is taken from the request itself.
    const { idempotency_key: key, ...payload } = await readJsonObject(request);
    delete payload.ip_address;
    if (typeof key !== 'string' || !/^[A-Za-z0-9_-]{16,128}$/.test(key)) {
      throw new HttpError(400, 'idempotency_key must be 16 to 128 letters, digits, - or _.');
    }
    const checked = await validateEntry(payload);
    if (!checked.ok) return Response.json({ result: 0, error: 'Please correct the marked fields.', form_errors: checked.fieldErrors }, { status: 422 });
    const saved = await saveEntryRequest(await getDb(), checked.entry, { idempotencyKey: key, ipAddress: clientIp(request.headers) });
    if (saved.status === 'closed') throw new HttpError(409, 'Entry to the competition is now closed');
    if (saved.status === 'no-season') throw new HttpError(409, 'There is no active season to enter.');
    return Response.json({ result: 1, id: saved.id }, { status: saved.status === 'stored' ? 201 : 200 });
  });
}

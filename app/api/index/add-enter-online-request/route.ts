import { clientIp, fail, handle, readJsonObject } from '@/lib/api/http';
import { checkCsrf } from '@/lib/api/csrf';
import { submitEntry } from '@/lib/entry/submit';

/**
 * The contract's entry call: answers `{ result: 1, id }` once the request is stored (201), and the
 * same again for a retry with the same idempotency key (200). Anything refused is a 4xx with
 * `error`, and `form_errors` by field for a request that fails the form's rules.
 */
export async function POST(request: Request) {
  return handle(async () => {
    checkCsrf(request);
    const body = await readJsonObject(request);
    const outcome = await submitEntry(body, { ip: clientIp(request.headers) });
    switch (outcome.status) {
      case 'stored':
      case 'duplicate':
      case 'same':
        return Response.json(
          { result: 1, id: outcome.id },
          { status: outcome.status === 'stored' ? 201 : 200 },
        );
      case 'invalid': {
        const only = Object.keys(outcome.fieldErrors);
        const error =
          outcome.httpStatus === 400 && only.length === 1 ? outcome.fieldErrors[only[0]!]! : outcome.message;
        return Response.json(
          { result: 0, error, form_errors: outcome.fieldErrors },
          { status: outcome.httpStatus },
        );
      }
      case 'refused':
        return fail(outcome.httpStatus, outcome.message, outcome.retryAfterSeconds);
    }
  });
}

/**
 * The one way in for entry requests (server action and contract route): rate limit, idempotency, schema,
 * window, invitation, proof of work, one transaction. Refusals are values; only bugs and store outages throw.
 */
import { checkRate } from '@/lib/api/rate-limit';
import { entryDetails, type EntryKeyRecord, type EntryReceiptRef } from '@/lib/db/queries/entries';
import { COMPETITION_NAMES } from '@/lib/league/constants';
import { getEntryStore, type EntryStore } from './entry-store';
import { IDEMPOTENCY_KEY_MESSAGE, isIdempotencyKey } from '@/lib/league/idempotency-key';
import { checkProof, PROOF_MESSAGES } from './pow';
import { validateEntry, type EntryRequest, type FieldErrors } from './schema';
import { FORM_TEXTS, REQUEST_TEXTS } from './texts';

export function adminEmail(): string {
  return process.env.ENTRY_ADMIN_EMAIL?.trim() || 'entries.admin@example.org';
}

/** A form's key reused with other details: the first request stands as it was sent. */
const keyReused = (): SubmitOutcome => ({
  status: 'refused',
  httpStatus: 409,
  reason: 'submitted',
  message: REQUEST_TEXTS.keyReused(adminEmail()),
});
const alreadySubmitted = (): SubmitOutcome => ({
  status: 'refused',
  httpStatus: 409,
  reason: 'submitted',
  message: REQUEST_TEXTS.alreadySubmitted(adminEmail()),
});

/** Whether a spent key's request said the same as this one (by the details' fingerprint). */
function sameDetails(earlier: EntryKeyRecord, entry: EntryRequest): boolean {
  return earlier.details === entryDetails(entry);
}

export type SubmitOutcome =
  /** duplicate: this form's request, sent again; same: the school's identical request of the last day. */
  | ({ status: 'stored' | 'duplicate' | 'same' } & EntryReceiptRef)
  | { status: 'invalid'; httpStatus: 400 | 422; message: string; fieldErrors: FieldErrors }
  | {
      status: 'refused';
      httpStatus: 403 | 409 | 429 | 503;
      message: string;
      /** What the form should do: renew its bot check, or wait before trying again. */
      reason: 'proof' | 'rate' | 'closed' | 'submitted' | 'unavailable';
      retryAfterSeconds?: number;
    };

const invalid = (fieldErrors: FieldErrors, httpStatus: 400 | 422 = 422): SubmitOutcome => ({
  status: 'invalid',
  httpStatus,
  message: REQUEST_TEXTS.invalid,
  fieldErrors,
});

/** A request must match its invitation's school and competition; old coordinators keep hashes by email. */
async function checkInvitation(
  entries: EntryStore,
  entry: EntryRequest,
): Promise<SubmitOutcome | EntryRequest> {
  const hash = entry.school.hash;
  if (!hash) return { ...entry, coordinators: entry.coordinators.map(({ hash: _hash, ...c }) => c) };
  let invitation;
  try {
    invitation = await entries.readInvitation(hash);
  } catch (error) {
    console.error('Could not check an invitation link:', error);
    return {
      status: 'refused',
      httpStatus: 503,
      reason: 'unavailable',
      message: REQUEST_TEXTS.invitationUnchecked,
    };
  }
  if (invitation === 'unchecked') return entry;
  if (!invitation) return invalid({ 'school.hash': REQUEST_TEXTS.invitationUnknown });
  if (invitation.alreadySubmitted) return alreadySubmitted();
  const { school, mode } = invitation;
  const errors: FieldErrors = {};
  if (mode !== entry.mode) errors.mode = REQUEST_TEXTS.invitationForCompetition(COMPETITION_NAMES[mode]);
  if (school.name.trim().toLowerCase() !== entry.school.name.toLowerCase())
    errors['school.name'] = REQUEST_TEXTS.invitationForSchool(school.name);
  if (Object.keys(errors).length) return invalid(errors);
  const known = new Map(invitation.coordinators.map((c) => [c.hash, c.email.trim().toLowerCase()]));
  return {
    ...entry,
    coordinators: entry.coordinators.map(({ hash: coordinatorHash, ...c }) =>
      coordinatorHash && known.get(coordinatorHash) === c.email.toLowerCase()
        ? { hash: coordinatorHash, ...c }
        : c,
    ),
  };
}

/** `body` is the request as sent: the entry plus `idempotency_key` and the bot check's `altcha` payload. */
export async function submitEntry(
  body: Record<string, unknown>,
  context: { ip: string | null },
): Promise<SubmitOutcome> {
  // ip_address in the body is never trusted: the address is taken from the request itself.
  const { idempotency_key: key, altcha, ip_address: _ignored, ...payload } = body;
  if (!isIdempotencyKey(key)) return invalid({ '(request)': IDEMPOTENCY_KEY_MESSAGE }, 400);
  const rate = await checkRate('submissions', context.ip);
  if (!rate.ok)
    return {
      status: 'refused',
      httpStatus: 429,
      reason: 'rate',
      message: rate.message,
      retryAfterSeconds: rate.retryAfterSeconds,
    };

  const entries = getEntryStore();
  const earlier = await entries.findEnterOnlineRequest(key);
  const checked = await validateEntry(payload);
  // A retry is answered as the first request was, whatever changed since; other details under the same key
  // are refused, never stored.
  if (earlier) {
    const { details: _details, ...ref } = earlier;
    return checked.ok && sameDetails(earlier, checked.entry) ? { status: 'duplicate', ...ref } : keyReused();
  }
  if (!checked.ok) return invalid(checked.fieldErrors);
  const mode = checked.entry.mode;

  const season = await entries.getEntrySeason();
  if (!season?.windows[mode].open)
    return { status: 'refused', httpStatus: 409, reason: 'closed', message: FORM_TEXTS.closed };

  const entry = await checkInvitation(entries, checked.entry);
  if ('status' in entry) return entry;

  const proof = await checkProof(altcha);
  if (!proof.ok)
    return { status: 'refused', httpStatus: 403, reason: 'proof', message: PROOF_MESSAGES[proof.reason] };

  const saved = await entries.addEnterOnlineRequest(entry, {
    idempotencyKey: key,
    ipAddress: context.ip,
    proof: { id: proof.id, expiresAt: proof.expiresAt },
    known: season,
  });
  switch (saved.status) {
    case 'stored':
    case 'duplicate':
    case 'same':
      return saved;
    case 'closed':
    case 'no-season':
      return { status: 'refused', httpStatus: 409, reason: 'closed', message: FORM_TEXTS.closed };
    case 'already-submitted':
      return alreadySubmitted();
    case 'proof-used':
      return { status: 'refused', httpStatus: 403, reason: 'proof', message: PROOF_MESSAGES.used };
    case 'conflict':
      return keyReused();
  }
}

'use server';
/**
 * The office's actions (docs/office.md). Each asks for the passkey's session itself and, without one, is
 * refused with 403 (`forbidden()`) before it reads or changes anything: the page's check is not enough, as a
 * server action can be posted without the page. Next.js checks each action's Origin; proxy.ts refuses a
 * foreign one before Next parses the body.
 */
import { cookies } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { officeVisit, signedInOffice } from '@/lib/office/gate';
import {
  finishRegistration,
  finishSignIn,
  NOT_VERIFIED,
  registrationOptions,
  signInOptions,
} from '@/lib/office/passkeys';
import { OFFICE_COOKIE, officePath, sessionCookie } from '@/lib/office/session-cookie';
import { createSession, endSession, revokePasskey } from '@/lib/writes/office';
import { decideEntry, type EntryDecision } from '@/lib/writes/office-entries';
import { rotateAddress, sendAddresses } from '@/lib/writes/office-addresses';
import { resendMail } from '@/lib/writes/office-mail';
import { officeActionAllowed as allowed, officeActor, TOO_MANY } from '@/lib/office/action';

export type PasskeyAnswer = { ok: true } | { ok: false; message: string };

/** Options for a new passkey: the office's first (anyone with the address), or another once signed in. */
export async function beginRegistration(token: string) {
  const visit = await officeVisit(token);
  if (!visit || !visit.rp || (visit.passkeys > 0 && !visit.session)) forbidden();
  if (!(await allowed())) return { ok: false as const, message: TOO_MANY };
  return { ok: true as const, options: await registrationOptions(visit.db, visit.link.id, visit.rp) };
}

export async function completeRegistration(
  token: string,
  response: RegistrationResponseJSON,
): Promise<PasskeyAnswer> {
  const visit = await officeVisit(token);
  if (!visit || !visit.rp || (visit.passkeys > 0 && !visit.session)) forbidden();
  const saved = await finishRegistration(visit.db, visit.link.id, visit.rp, response, visit.session !== null);
  if (!saved.ok) return saved;
  // Registering the office's first passkey signs in with it.
  if (!visit.session) await signIn(token, visit.db, visit.link.id, saved.passkeyId, visit.rp.secure);
  return { ok: true };
}

export async function beginSignIn(token: string) {
  const visit = await officeVisit(token);
  if (!visit || !visit.rp || visit.passkeys === 0) forbidden();
  if (!(await allowed())) return { ok: false as const, message: TOO_MANY };
  return { ok: true as const, options: await signInOptions(visit.db, visit.link.id, visit.rp) };
}

export async function completeSignIn(
  token: string,
  response: AuthenticationResponseJSON,
): Promise<PasskeyAnswer> {
  const visit = await officeVisit(token);
  if (!visit || !visit.rp || visit.passkeys === 0) forbidden();
  const passkeyId = await finishSignIn(visit.db, visit.link.id, visit.rp, response);
  if (!passkeyId) return { ok: false, message: NOT_VERIFIED };
  await signIn(token, visit.db, visit.link.id, passkeyId, visit.rp.secure);
  return { ok: true };
}

async function signIn(
  token: string,
  db: Parameters<typeof createSession>[0],
  linkId: number,
  passkeyId: string,
  secure: boolean,
) {
  const session = await createSession(db, linkId, passkeyId);
  (await cookies()).set(sessionCookie(token, session.id, session.expiresAt, secure));
}

export async function signOut(token: string): Promise<void> {
  const visit = await signedInOffice(token);
  if (!visit) forbidden();
  const jar = await cookies();
  await endSession(visit.db, jar.get(OFFICE_COOKIE)?.value);
  jar.set(sessionCookie(token, '', new Date(0), visit.rp?.secure ?? false));
  redirect(officePath(token));
}

const back = (token: string, query: string): never => redirect(`${officePath(token)}?${query}`);
const busy = (token: string) => () => back(token, 'refused=busy');

export async function revokeOfficePasskey(token: string, passkeyId: string): Promise<void> {
  const visit = await officeActor(token, busy(token));
  const outcome = await revokePasskey(visit.db, visit.link.id, String(passkeyId));
  back(token, outcome.ok ? 'done=revoked#passkeys' : 'refused=passkey#passkeys');
}

export async function decideEntryRequest(
  token: string,
  requestId: number,
  decision: EntryDecision,
  seen: EntryDecision | 'undecided',
): Promise<void> {
  const visit = await officeActor(token, busy(token));
  if (decision !== 'accepted' && decision !== 'declined') back(token, 'refused=entry');
  const outcome = await decideEntry(visit.db, visit.link.id, visit.link.year, {
    requestId: Number(requestId),
    decision,
    seen: seen === 'accepted' || seen === 'declined' ? seen : 'undecided',
  });
  back(
    token,
    outcome.ok
      ? `done=${decision}#entry-${Number(requestId)}`
      : `refused=${outcome.stale ? 'entry-changed' : 'entry'}#entries`,
  );
}

export async function rotateOfficeAddress(
  token: string,
  kind: 'school' | 'scorer',
  subject: string,
  seenRotations: number,
): Promise<void> {
  const visit = await officeActor(token, busy(token));
  const outcome = await rotateAddress(visit.db, visit.link.id, visit.link.year, undefined, {
    kind: kind === 'scorer' ? 'scorer' : 'school',
    subject: String(subject),
    seenRotations: Number(seenRotations),
  });
  back(
    token,
    outcome.ok
      ? 'done=rotated#addresses'
      : `refused=${outcome.stale ? 'address-changed' : 'address'}#addresses`,
  );
}

/** Each school's and zone scorer's address mailed to its holder, where not mailed before. */
export async function sendOfficeAddresses(token: string): Promise<void> {
  const visit = await officeActor(token, busy(token));
  await sendAddresses(visit.db, visit.link.id, visit.link.year);
  back(token, 'done=addresses-sent#mail');
}

/** A message that was not sent, queued to be sent again. */
export async function resendOfficeMail(token: string, mailId: number): Promise<void> {
  const visit = await officeActor(token, busy(token));
  const queued = await resendMail(visit.db, visit.link.id, Number(mailId));
  back(token, queued ? 'done=resent#mail' : 'refused=mail#mail');
}

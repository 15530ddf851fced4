import 'server-only';
/**
 * The office's passkey ceremonies (WebAuthn, @simplewebauthn/server): options for the browser, each with a
 * challenge kept for five minutes and answered once; the browser's answer verified against the site's origin.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Db } from '@/lib/db/types';
import type { RelyingParty } from './relying-party';
import { getPasskeys, savePasskey, saveChallenge, takeChallenge, savePasskeyUse } from '@/lib/writes/office';

const RP_NAME = 'NSW Junior Chess League office';
const transportsOf = (list: string[]) => list as AuthenticatorTransport[];

export async function registrationOptions(
  db: Db,
  linkId: number,
  rp: RelyingParty,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await getPasskeys(db);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.rpID,
    userName: 'Director of Play',
    userDisplayName: 'Director of Play',
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: transportsOf(p.transports) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
  });
  await saveChallenge(db, options.challenge, 'register', linkId);
  return options;
}

export async function finishRegistration(
  db: Db,
  linkId: number,
  rp: RelyingParty,
  response: RegistrationResponseJSON,
  signedIn: boolean,
): Promise<{ ok: true; passkeyId: string } | { ok: false; message: string }> {
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: (challenge) => takeChallenge(db, challenge, 'register', linkId),
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: true,
    });
  } catch {
    return { ok: false, message: NOT_VERIFIED };
  }
  if (!verified.verified || !verified.registrationInfo) return { ok: false, message: NOT_VERIFIED };
  const { credential } = verified.registrationInfo;
  const saved = await savePasskey(
    db,
    linkId,
    {
      id: credential.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
    },
    signedIn,
  );
  return saved.ok ? { ok: true, passkeyId: credential.id } : saved;
}

export async function signInOptions(
  db: Db,
  linkId: number,
  rp: RelyingParty,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const passkeys = await getPasskeys(db);
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    allowCredentials: passkeys.map((p) => ({ id: p.id, transports: transportsOf(p.transports) })),
    userVerification: 'required',
  });
  await saveChallenge(db, options.challenge, 'sign-in', linkId);
  return options;
}

/** The passkey that signed, or null: unknown, a used or expired challenge, another origin, a bad signature. */
export async function finishSignIn(
  db: Db,
  linkId: number,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
): Promise<string | null> {
  const passkey = (await getPasskeys(db)).find((p) => p.id === response?.id);
  if (!passkey) return null;
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) => takeChallenge(db, challenge, 'sign-in', linkId),
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: transportsOf(passkey.transports),
      },
      requireUserVerification: true,
    });
    if (!verified.verified) return null;
    await savePasskeyUse(db, passkey.id, verified.authenticationInfo.newCounter);
    return passkey.id;
  } catch {
    return null;
  }
}

export const NOT_VERIFIED = 'The passkey could not be checked: nothing was changed. Try again.';

'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import styles from './Office.module.css';

type Answer = { ok: true } | { ok: false; message: string };
type Begun<O> = { ok: true; options: O } | { ok: false; message: string };

export type PasskeyCeremonyProps =
  | {
      mode: 'register';
      label: string;
      begin: () => Promise<Begun<PublicKeyCredentialCreationOptionsJSON>>;
      finish: (response: RegistrationResponseJSON) => Promise<Answer>;
    }
  | {
      mode: 'sign-in';
      label: string;
      begin: () => Promise<Begun<PublicKeyCredentialRequestOptionsJSON>>;
      finish: (response: AuthenticationResponseJSON) => Promise<Answer>;
    };

const CANCELLED = 'No passkey was used: nothing was changed. Press the button to try again.';

/** The browser's side of a passkey: make one (the office's first, or another) or sign in with one. */
export function PasskeyCeremony(props: PasskeyCeremonyProps) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function run() {
    if (pending) return;
    if (!browserSupportsWebAuthn()) {
      setMessage('This browser cannot use passkeys: open the office in an up-to-date browser.');
      return;
    }
    setPending(true);
    setMessage(null);
    try {
      let answer: Answer;
      if (props.mode === 'register') {
        const begun = await props.begin();
        if (!begun.ok) answer = begun;
        else answer = await props.finish(await startRegistration({ optionsJSON: begun.options }));
      } else {
        const begun = await props.begin();
        if (!begun.ok) answer = begun;
        else answer = await props.finish(await startAuthentication({ optionsJSON: begun.options }));
      }
      if (answer.ok) router.refresh();
      else setMessage(answer.message);
    } catch {
      setMessage(CANCELLED);
    } finally {
      setPending(false);
    }
  }

  return (
    <div>
      <button type="button" className={styles.action} onClick={run} aria-disabled={pending || undefined}>
        {pending ? 'Waiting for the passkey…' : props.label}
      </button>
      <p role="alert" className={styles.refused}>
        {message}
      </p>
    </div>
  );
}

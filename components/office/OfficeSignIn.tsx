import {
  beginRegistration,
  beginSignIn,
  completeRegistration,
  completeSignIn,
} from '@/app/private/[token]/office/actions';
import { PasskeyCeremony } from './PasskeyCeremony';

export type OfficeSignInProps = {
  token: string;
  year: number;
  firstVisit: boolean;
  /** False on an address by number (127.0.0.1), where no passkey can be made or used. */
  passkeysHere: boolean;
};

/** The office's door: on the first visit, register the office's passkey; on every later one, sign in with it. */
export function OfficeSignIn({ token, year, firstVisit, passkeysHere }: OfficeSignInProps) {
  return (
    <>
      <h1>The league&apos;s office {year}</h1>
      {!passkeysHere ? (
        <p>
          Passkeys need the site&apos;s name in the address, not a number such as 127.0.0.1: open this page at
          the site&apos;s name (on this computer, <code>localhost</code>).
        </p>
      ) : firstVisit ? (
        <>
          <p>
            The office can accept entries and replace every school&apos;s address, so its address alone is not
            enough: it asks for a passkey (this device&apos;s fingerprint, face or PIN, or a security key).
            This is the office&apos;s first visit: register the passkey you will sign in with from now on.
          </p>
          <PasskeyCeremony
            mode="register"
            label="Register a passkey"
            begin={beginRegistration.bind(null, token)}
            finish={completeRegistration.bind(null, token)}
          />
        </>
      ) : (
        <>
          <p>Sign in to the office with its passkey.</p>
          <PasskeyCeremony
            mode="sign-in"
            label="Sign in with a passkey"
            begin={beginSignIn.bind(null, token)}
            finish={completeSignIn.bind(null, token)}
          />
          <p>
            Lost every passkey? The league&apos;s developer runs <code>npm run league -- office reset</code>,
            and the next visit registers a new one.
          </p>
        </>
      )}
      <p>
        <a href={`/private/${token}`}>Back to the scorer&apos;s desk</a>
      </p>
    </>
  );
}

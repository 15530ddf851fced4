import type { OfficeAddressView } from '@/lib/source/office';
import { rotateOfficeAddress, sendOfficeAddresses } from '@/app/private/[token]/office/actions';
import { sydneyTime as when } from './when';
import styles from './Office.module.css';

export type OfficeAddressesProps = { token: string; year: number; addresses: OfficeAddressView[] };

/** `Mailed 1 Dec 2026, 08:42 to a@x.org and b@y.org`, `Not mailed: no address on record`. */
export function mailLine({ mail, kind }: Pick<OfficeAddressView, 'mail' | 'kind'>): string {
  const to = mail.holders.join(' and ');
  const parts: string[] = [];
  if (!mail.holders.length)
    parts.push(
      kind === 'school'
        ? 'No coordinator on record to mail it to'
        : 'No scorer address on record to mail it to',
    );
  else if (mail.sent) parts.push(`Mailed ${when(mail.lastSentAt!)} to ${to}`);
  else if (!mail.waiting && !mail.failed) parts.push(`Not mailed yet (to ${to})`);
  if (mail.waiting) parts.push(`${mail.waiting} waiting to be sent`);
  if (mail.failed) parts.push(`${mail.failed} not sent (see Mail)`);
  return `${parts.join('; ')}.`;
}

/** The season's private addresses: mailed to their holders, rotated one at a time. */
export function OfficeAddresses({ token, year, addresses }: OfficeAddressesProps) {
  return (
    <section aria-labelledby="addresses">
      <h2 id="addresses">Addresses</h2>
      <p>
        Each school&apos;s and zone scorer&apos;s private address this season. Send addresses mails each to
        its school&apos;s coordinators or zone&apos;s scorer (an address mailed before is not sent again).
        Rotating one stops the old address at once (a school&apos;s printed cards too) and mails the new one.
      </p>
      <form action={sendOfficeAddresses.bind(null, token)}>
        <button type="submit" className={styles.secondary}>
          Send addresses
        </button>
      </form>
      {addresses.length === 0 ? (
        <p>
          No address has been made yet: Send addresses makes and mails them (or{' '}
          <code>npm run league -- links {year}</code> prints them).
        </p>
      ) : (
        <ul className={styles.list}>
          {addresses.map((a) => {
            const name = a.kind === 'school' ? a.subject : `${a.subject} zone scorer`;
            return (
              <li key={`${a.kind}:${a.subject}`} className={styles.item}>
                <h3>{name}</h3>
                {a.mail.scorerName && <p>Scorer: {a.mail.scorerName}</p>}
                <p>{mailLine(a)}</p>
                <p>
                  Made {when(a.createdAt)}
                  {a.rotations
                    ? `; rotated ${a.rotations === 1 ? 'once' : `${a.rotations} times`}, last ${when(a.rotatedAt!)}`
                    : '; never rotated'}
                  . {a.openedAt ? `Opened ${when(a.openedAt)}.` : 'Not opened yet.'}
                </p>
                <form action={rotateOfficeAddress.bind(null, token, a.kind, a.subject, a.rotations)}>
                  <button type="submit" className={styles.secondary} aria-label={`Rotate ${name}'s address`}>
                    Rotate
                  </button>
                </form>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

import type { MailLogEntry } from '@/lib/source/office';
import { resendOfficeMail } from '@/app/private/[token]/office/actions';
import { sydneyTime } from './when';
import styles from './Office.module.css';

const STATE: Record<MailLogEntry['state'], string> = {
  queued: 'waiting to be sent',
  sending: 'being sent',
  sent: 'sent',
  failed: 'not sent',
};

/** `sent (250 Accepted)`, `not sent: no mail server configured (SMTP_URL)`, `waiting to be sent after 3 tries`. */
function fateOf(m: MailLogEntry): string {
  const tries = m.attempts > 1 ? ` after ${m.attempts} tries` : '';
  if (m.state === 'failed')
    return `not sent${tries}: ${(m.answer ?? 'no reason recorded').replace(/^not sent: /, '')}`;
  return `${STATE[m.state]}${tries}${m.answer ? ` (${m.answer})` : ''}`;
}

/** What the site's mail did: each message's recipient, subject and fate, newest first. */
export function MailLog({ token, mail }: { token: string; mail: MailLogEntry[] }) {
  return (
    <section aria-labelledby="mail">
      <h2 id="mail">Mail</h2>
      {mail.length === 0 ? (
        <p>No mail yet.</p>
      ) : (
        <>
          <p>
            The newest {mail.length} messages, newest first. Without a mail server, each says what would have
            gone.
          </p>
          <ul>
            {mail.map((m) => (
              <li key={m.id} data-mail={m.id}>
                {sydneyTime(m.sentAt ?? m.at)}: <q>{m.subject}</q> to {m.recipient}, {fateOf(m)}
                {m.state === 'failed' && (
                  <form action={resendOfficeMail.bind(null, token, m.id)} className={styles.inline}>
                    <button
                      type="submit"
                      className={styles.secondary}
                      aria-label={`Send again: ${m.subject} to ${m.recipient}`}
                    >
                      Send again
                    </button>
                  </form>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

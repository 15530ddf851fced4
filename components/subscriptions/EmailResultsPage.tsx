import Link from 'next/link';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { schoolPath } from '@/lib/league/school-paths';
import { schoolSubscribePath, type EmailPageState } from '@/lib/league/subscriptions';
import { MAX_MAIL_ADDRESS } from '@/lib/mail/recipient';
import { SUBSCRIBE_MESSAGES } from '@/lib/league/subscriptions';
import styles from './Subscriptions.module.css';

export type EmailResultsPageProps = { slug: string; name: string; state: EmailPageState | null };

const ANSWERS: Record<EmailPageState, { ok: boolean; text: string }> = {
  sent: {
    ok: true,
    text: 'Thank you. We have sent a message to the address you gave: open the link in it and press Confirm. Until then nothing more is sent.',
  },
  unsubscribed: {
    ok: true,
    text: 'You are unsubscribed, and your address has been deleted. Nothing more will be sent.',
  },
  email: { ok: false, text: SUBSCRIBE_MESSAGES.email },
  'too-many': { ok: false, text: SUBSCRIBE_MESSAGES.tooMany },
  wait: { ok: false, text: SUBSCRIBE_MESSAGES.wait },
};

/**
 * The form a parent sends to have a school's results by email: a plain form (it works without JavaScript),
 * answered by this page again, saying what became of it.
 */
export function EmailResultsPage({ slug, name, state }: EmailResultsPageProps) {
  const answer = state ? ANSWERS[state] : null;
  return (
    <main id="main" className="container">
      <Breadcrumbs crumbs={[{ label: name, url: schoolPath(slug) }, { label: 'Results by email' }]} />
      <h1>{name}: results by email</h1>
      {answer && (
        <p role={answer.ok ? 'status' : 'alert'} className={answer.ok ? styles.done : 'error-text'}>
          {answer.text}
        </p>
      )}
      <p>
        Have each result of {name}&apos;s teams sent to you as it is published, or all of a week&apos;s
        together on Monday. You need no account: we send a message to confirm the address first.
      </p>
      <form method="post" action={schoolSubscribePath(slug)} className={styles.form}>
        <label htmlFor="subscribe-email">Your email address</label>
        <input
          id="subscribe-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={MAX_MAIL_ADDRESS}
          required
        />
        <button type="submit" className="button">
          Email me this school&apos;s results
        </button>
      </form>
      <p className={styles.small}>
        We keep only your address, the school, your choice and when you confirmed, and use them for nothing
        else. Every message has a link to stop them; stopping deletes your address. See the{' '}
        <Link href="/privacy-policy">privacy policy</Link>.
      </p>
      <p>
        <Link href={schoolPath(slug)}>Back to {name}</Link>
      </p>
    </main>
  );
}

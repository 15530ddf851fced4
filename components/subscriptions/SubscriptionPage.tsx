import Link from 'next/link';
import { formatLongDate } from '@/lib/league/dates';
import { schoolPath } from '@/lib/league/school-paths';
import { leagueToday } from '@/lib/league/today';
import { SUBSCRIPTION_CONFIRM_PATH, UNSUBSCRIBE_PATH } from '@/lib/league/subscriptions';
import type { Subscription } from '@/lib/source/subscriptions';
import styles from './Subscriptions.module.css';

export type SubscriptionPageProps = { token: string; subscription: Subscription; saved: boolean };

const CHOICES = [
  { value: 'each', label: 'Each result, as it is published' },
  { value: 'weekly', label: 'One message a week, on Monday, with the week’s results' },
] as const;

/** A parent's subscription: confirm it with a choice, change the choice, or stop and delete the address. */
export function SubscriptionPage({ token, subscription, saved }: SubscriptionPageProps) {
  const { schoolName, email, consentedAt, cadence } = subscription;
  const base = `/private/${token}`;
  return (
    <main id="main" className="container">
      <h1>{schoolName}: results by email</h1>
      {saved && consentedAt && (
        <p role="status" className={styles.done}>
          Saved. {cadence === 'weekly' ? 'Each Monday' : 'As each result is published'}, {email} is sent{' '}
          {schoolName}&apos;s results.
        </p>
      )}
      {consentedAt ? (
        <p>
          {email} has been sent {schoolName}&apos;s results since {formatLongDate(leagueToday(consentedAt))}.
        </p>
      ) : (
        <p>
          To have {schoolName}&apos;s results sent to {email}, choose how often and press Confirm. Until then
          nothing is sent.
        </p>
      )}
      <form method="post" action={`${base}${SUBSCRIPTION_CONFIRM_PATH}`} className={styles.form}>
        <fieldset className={styles.choices}>
          <legend>How often</legend>
          {CHOICES.map((choice) => (
            <label key={choice.value}>
              <input
                type="radio"
                name="cadence"
                value={choice.value}
                defaultChecked={cadence === choice.value}
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button">
          {consentedAt ? 'Save the choice' : 'Confirm'}
        </button>
      </form>
      <h2>Stop</h2>
      <form method="post" action={`${base}${UNSUBSCRIBE_PATH}`} className={styles.form}>
        <p>Stop the messages and delete {email} from the site.</p>
        <button type="submit" className="button">
          Unsubscribe
        </button>
      </form>
      <p>
        <Link href={schoolPath(subscription.school)}>{schoolName}&apos;s page</Link>
      </p>
    </main>
  );
}

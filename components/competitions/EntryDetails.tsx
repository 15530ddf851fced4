import Link from 'next/link';
import { formatLongDate } from '@/lib/league/dates';
import styles from './competition.module.css';

export type EntryDetailsProps = {
  competitionName: string;
  year: number;
  /** This competition's entry closing date for the season (YYYY-MM-DD). */
  cutoffDate: string | null;
  /** Enter Online's address while the competition takes entries online; null when it does not. */
  enterOnlineHref: string | null;
};

/**
 * SPEC section 2, entry details: the season's closing date; printed entry forms and invitations are 'Not
 * available'. The Enter Online link (twice in the entry form row) shows only while online entry is open
 * (a deviation: docs/spec-deviations.md), so a school is never sent to a form that will not take its entry.
 */
export function EntryDetails({ competitionName, year, cutoffDate, enterOnlineHref }: EntryDetailsProps) {
  return (
    <dl className={styles.entryDetails}>
      <div>
        <dt>Entry closing date</dt>
        <dd>
          {cutoffDate ? (
            <>
              {competitionName} {year}: <time dateTime={cutoffDate}>{formatLongDate(cutoffDate)}</time>
            </>
          ) : (
            `${competitionName} ${year}: not yet announced`
          )}
        </dd>
      </div>
      <div>
        <dt>Invitations</dt>
        <dd>Not available</dd>
      </div>
      <div>
        <dt>Entry forms</dt>
        <dd>
          {enterOnlineHref ? (
            <>
              <p className={styles.entryFormText}>
                Not available. Schools enter through the <Link href={enterOnlineHref}>Enter Online</Link> form
                instead.
              </p>
              <Link href={enterOnlineHref} className={styles.button}>
                Enter Online
              </Link>
            </>
          ) : (
            <p className={styles.entryFormText}>Not available. Online entry is closed.</p>
          )}
        </dd>
      </div>
    </dl>
  );
}

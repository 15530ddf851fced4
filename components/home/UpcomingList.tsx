import Link from 'next/link';
import type { UpcomingEvent } from '@/lib/league/upcoming';
import { formatLongDate } from '@/lib/league/dates';
import styles from './Home.module.css';

export type UpcomingListProps = { events: UpcomingEvent[]; activeYear: number | null };

export function UpcomingList({ events, activeYear }: UpcomingListProps) {
  if (events.length === 0) {
    return (
      <p className={styles.empty}>
        {activeYear === null
          ? 'No season is running at the moment, so there are no dates to show.'
          : `Nothing more is scheduled in the ${activeYear} season from today on. Past rounds and finals are on the competition pages.`}
      </p>
    );
  }
  return (
    <ol className={styles.upcoming}>
      {events.map((event) => (
        <li key={`${event.date}-${event.label}`}>
          <time dateTime={event.date} className={styles.date}>
            {formatLongDate(event.date)}
          </time>
          <span className={styles.event}>
            {event.href ? <Link href={event.href}>{event.label}</Link> : event.label}
          </span>
        </li>
      ))}
    </ol>
  );
}

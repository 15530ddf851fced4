import { siteUrl } from '@/components/layout/site';
import { SubscribeLink } from './SubscribeLink';
import styles from './CalendarLinks.module.css';

export type CalendarLinksProps = {
  /** The feed's path, e.g. from divisionCalendarPath. */
  path: string;
  /** Whose matches: `Beecroft Public School's`, `EC1's`. */
  whose: string;
};

/** Subscribe (webcal:) and a plain download of a calendar feed, with how to add it to a phone. */
export function CalendarLinks({ path, whose }: CalendarLinksProps) {
  return (
    <div className={styles.calendar}>
      <p className={styles.links}>
        <SubscribeLink path={path} siteOrigin={siteUrl().origin} className={styles.subscribe}>
          Subscribe to {whose} matches
        </SubscribeLink>
        <a href={path} download>
          Download the calendar (.ics)
        </a>
      </p>
      <p className={styles.hint}>
        On a phone, tap Subscribe and confirm: the matches appear in your calendar and update themselves when
        dates or results change.
      </p>
    </div>
  );
}

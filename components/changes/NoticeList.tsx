import type { Notice } from '@/lib/league/bundle-news';
import { formatLongDate } from '@/lib/league/dates';
import styles from './changes.module.css';

/** The league's own messages for a page, newest first, above its draw. */
export function NoticeList({ notices }: { notices: readonly Notice[] }) {
  if (!notices.length) return null;
  return (
    <section className={styles.notices} aria-labelledby="notices-heading">
      <h2 id="notices-heading">Notices</h2>
      <ul>
        {notices.map((notice) => (
          <li key={`${notice.date}-${notice.text}`}>
            <strong>{formatLongDate(notice.date)}:</strong> {notice.text}
          </li>
        ))}
      </ul>
    </section>
  );
}

import Link from 'next/link';
import type { ReactNode } from 'react';
import type { PageNews } from '@/lib/league/change-filter';
import { recordDate, recordDay } from '@/lib/league/change-text';
import { formatDay } from '@/lib/league/dates';
import styles from './changes.module.css';

export type RecentChangesProps = {
  news: PageNews;
  /** The changes page filtered to this page's zone or competition. */
  allHref: string;
  feedHref: string;
  /** Said above the changes, when there are any (a demonstration season's note). */
  note?: ReactNode;
};

/**
 * Above a draw or grid, one line at most: when its part of the season last changed, with the way to
 * those changes; nothing while nothing has changed, so the draw comes first (the full list is below it).
 */
export function ChangeSummary({ news, allHref }: Pick<RecentChangesProps, 'news' | 'allHref'>) {
  if (!news.lastAt) return null;
  return (
    <p className={styles.summary}>
      Last changed <time dateTime={news.lastAt}>{formatDay(recordDay(news.lastAt))}</time>:{' '}
      <Link href={allHref}>see the changes</Link>
    </p>
  );
}

/** Below a zone page's draw or a finals grid: its last change date and its newest changes, with the way to all of them. */
export function RecentChanges({ news, allHref, feedHref, note }: RecentChangesProps) {
  return (
    <section className={styles.recent} aria-labelledby="recent-changes">
      <h2 id="recent-changes">Recent changes</h2>
      {news.lastAt ? (
        <>
          {note}
          <p>
            Last changed <time dateTime={news.lastAt}>{recordDate(news.lastAt)}</time>.
          </p>
          <ul>
            {news.items.map(({ at, item }, i) => (
              <li key={`${at}-${i}`}>
                <time dateTime={at}>{recordDate(at)}</time>: {item.text}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>No changes recorded since the draw was published.</p>
      )}
      <ul className={styles.links}>
        <li>
          <Link href={allHref}>All changes</Link>
        </li>
        <li>
          <a href={feedHref} type="application/atom+xml">
            Changes feed (Atom)
          </a>
        </li>
      </ul>
    </section>
  );
}

import Link from 'next/link';
import { SCORER_FILTERS, type ScorerFilter } from '@/lib/league/cards/urgency';
import { FILTER_LABELS } from '@/lib/league/cards/scorer';
import { deskPath } from './paths';
import styles from './Scorer.module.css';

/** The desk's filters, each with its count; the current one marked for screen readers too, a dispute stands out. */
export function DeskFilters({
  token,
  current,
  counts,
  zone,
}: {
  token: string;
  current: ScorerFilter;
  counts: Record<ScorerFilter, number>;
  zone?: string;
}) {
  return (
    <nav aria-label="Show matches" className={styles.filters}>
      <ul>
        {SCORER_FILTERS.map((filter) => {
          const urgent = filter === 'disputed' && counts.disputed > 0;
          return (
            <li key={filter}>
              <Link
                href={deskPath(token, filter, zone)}
                aria-current={filter === current ? 'page' : undefined}
                className={urgent ? `${styles.filter} ${styles.urgent}` : styles.filter}
              >
                {FILTER_LABELS[filter]} <span className={styles.count}>({counts[filter]})</span>
                {urgent ? <span className="visually-hidden">, waiting for you to settle</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

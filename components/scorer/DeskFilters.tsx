import Link from 'next/link';
import { SCORER_FILTERS, type ScorerFilter } from '@/lib/league/cards/urgency';
import { FILTER_LABELS } from '@/lib/league/cards/scorer';
import { deskPath } from './paths';
import styles from './Scorer.module.css';

/** The desk's filters, each with its count; the current one marked for screen readers too. */
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
        {SCORER_FILTERS.map((filter) => (
          <li key={filter}>
            <Link
              href={deskPath(token, filter, zone)}
              aria-current={filter === current ? 'page' : undefined}
              className={styles.filter}
            >
              {FILTER_LABELS[filter]} <span className={styles.count}>({counts[filter]})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

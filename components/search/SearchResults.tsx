import Link from 'next/link';
import { searchEntryNote, type SearchEntry } from '@/lib/league/search';
import styles from './SearchResults.module.css';

export type SearchResultsProps = { query: string; results: SearchEntry[] };

/** The answers to a query, best first, each linking to its page. */
export function SearchResults({ query, results }: SearchResultsProps) {
  return (
    <section aria-labelledby="search-results" className={styles.results}>
      <h2 id="search-results" className={styles.heading}>
        {results.length === 0
          ? `Nothing found for “${query}”`
          : `${results.length} result${results.length === 1 ? '' : 's'} for “${query}”`}
      </h2>
      {results.length === 0 ? (
        <p>Check the spelling, or try fewer words: part of the school’s name is enough.</p>
      ) : (
        <ol className={styles.list}>
          {results.map((result) => (
            <li key={result.href} className={styles.item}>
              <Link href={result.href} className={styles.link}>
                {result.label}
              </Link>
              <span className={styles.detail}>{searchEntryNote(result)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

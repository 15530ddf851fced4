import styles from './ScorerLine.module.css';

export type ScorerLineProps = { scorer: { name: string; email: string } | null };

/** SPEC section 2: where a zone's results go, with the scorer for the year. */
export function ScorerLine({ scorer }: ScorerLineProps) {
  return (
    <p className={styles.scorer}>
      Results for this zone to be posted or emailed to the scorer:{' '}
      {scorer ? (
        <>
          {scorer.name}, <a href={`mailto:${scorer.email}`}>{scorer.email}</a>
        </>
      ) : (
        'to be announced'
      )}
    </p>
  );
}

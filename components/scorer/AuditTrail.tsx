import type { TrailRow } from '@/lib/league/cards/audit';
import styles from './Scorer.module.css';

const when = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** Every version of the match's card and every official's action: what, by which address, when. */
export function AuditTrail({ rows }: { rows: TrailRow[] }) {
  return (
    <section aria-labelledby="audit-trail">
      <h2 id="audit-trail">Audit trail</h2>
      {rows.length ? (
        <div className={styles.scroll} role="region" aria-label="Audit trail, scrolls sideways" tabIndex={0}>
          <table className={styles.trail} data-testid="audit-trail">
            <caption>Oldest first; nothing is ever deleted.</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">When (Sydney)</th>
                <th scope="col">What</th>
                <th scope="col">By</th>
                <th scope="col">Boards</th>
                <th scope="col">Comment or reason</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{row.n}</td>
                  <td>{when.format(row.at)}</td>
                  <td>
                    {row.what}
                    {row.version !== null ? ` (#${row.version})` : ''}
                  </td>
                  <td>{row.by}</td>
                  <td>{row.boards}</td>
                  <td>
                    {row.comment}
                    {row.photo ? (row.comment ? ' · photo' : 'photo') : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>No card has been sent for this match yet.</p>
      )}
    </section>
  );
}

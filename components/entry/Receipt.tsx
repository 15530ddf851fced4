/**
 * A stored request's confirmation (app/enter-online/sent): the thanks, the reference, and a summary of what
 * was sent that prints on one A4 page and goes into an email. A server component: it needs no script.
 */
import { mailtoHref, receiptEmail, type ReceiptSummary } from '@/lib/entry/receipt';
import { FORM_TEXTS, RECEIPT_TEXTS, SECTION_TEXTS } from '@/lib/entry/texts';
import { PrintPageButton } from './PrintPageButton';
import { ThankYou } from './ThankYou';
import styles from './Receipt.module.css';

export type ReceiptProps = {
  summary: ReceiptSummary;
  /** The school's identical request of the last day was found instead of storing this one. */
  same: boolean;
};

function Lines({ lines }: { lines: string[] }) {
  return lines.map((line, i) => (
    <span key={i} className={styles.line}>
      {line}
    </span>
  ));
}

export function Receipt({ summary, same }: ReceiptProps) {
  return (
    <div className={styles.receipt} data-entry-receipt="">
      <ThankYou>
        <p>{same ? RECEIPT_TEXTS.same(summary.sentAt) : FORM_TEXTS.thankYou}</p>
        {summary.version > 1 ? <p>{RECEIPT_TEXTS.change(summary.version)}</p> : null}
      </ThankYou>

      <p className={styles.reference}>
        {RECEIPT_TEXTS.reference} <strong>{summary.reference}</strong>
        <span className={styles.hint}>{RECEIPT_TEXTS.referenceHint}</span>
      </p>

      <dl className={styles.list}>
        {[
          { label: RECEIPT_TEXTS.competition, lines: [summary.competition] },
          { label: RECEIPT_TEXTS.sent, lines: [summary.sentAt] },
          ...summary.school,
        ].map((row) => (
          <div key={row.label} className={styles.pair}>
            <dt>{row.label}</dt>
            <dd>
              <Lines lines={row.lines} />
            </dd>
          </div>
        ))}
      </dl>

      {summary.teams.length ? (
        <table className={styles.teams}>
          <caption>{RECEIPT_TEXTS.teams}</caption>
          <tbody>
            {summary.teams.map((team) => (
              <tr key={team.label}>
                <th scope="row">{team.label}</th>
                <td>{team.count}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{SECTION_TEXTS.total}</th>
              <td>{summary.totalTeams}</td>
            </tr>
            <tr>
              <th scope="row">{RECEIPT_TEXTS.fee}</th>
              <td>
                {summary.fee} <span className={styles.hint}>{RECEIPT_TEXTS.feeNote}</span>
              </td>
            </tr>
          </tfoot>
        </table>
      ) : null}

      <h2 className={styles.heading}>{RECEIPT_TEXTS.coordinators}</h2>
      <ul className={styles.people}>
        {summary.coordinators.map((person, i) => (
          <li key={i}>
            <strong className={styles.line}>{person.name}</strong>
            <Lines lines={person.lines} />
          </li>
        ))}
      </ul>

      <div className={styles.actions}>
        <p className={styles.hint}>{RECEIPT_TEXTS.keep}</p>
        <PrintPageButton />
        <a className={styles.action} href={mailtoHref(receiptEmail(summary))}>
          {RECEIPT_TEXTS.email}
        </a>
        <a className={styles.another} href="/enter-online">
          {FORM_TEXTS.enterAnother}
        </a>
      </div>
    </div>
  );
}

import { formatLongDate } from '@/lib/league/dates';
import type { CompetitionMode } from '@/lib/league/constants';
import styles from './competition.module.css';

export type InfoBlocksProps = {
  mode: CompetitionMode;
  cutoffDate: string | null;
  commenceDate: string | null;
  entryOpen: boolean;
  /** Dollars per team, GST included. */
  price: number;
  /** Regions with a draw this season (country secondary). */
  regionsWithDraw: number;
};

const dollars = (amount: number) =>
  new Intl.NumberFormat('en-AU', {
    style: 'currency',
    currency: 'AUD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);

/**
 * The three info blocks of the active season: when entries close, when play begins, and the fee
 * per team, or for country secondary (which enters no teams on the form, SPEC section 9) its format.
 */
export function InfoBlocks({
  mode,
  cutoffDate,
  commenceDate,
  entryOpen,
  price,
  regionsWithDraw,
}: InfoBlocksProps) {
  const third =
    mode === 'country_secondary'
      ? {
          term: 'Format',
          value: 'Knock-out by region',
          note:
            regionsWithDraw > 0
              ? `${regionsWithDraw} ${regionsWithDraw === 1 ? 'region has' : 'regions have'} a draw; the region winners meet in a finals round robin.`
              : 'The region winners meet in a finals round robin.',
        }
      : {
          term: 'Entry fee',
          value: price > 0 ? `${dollars(price)} per team` : 'To be announced',
          note: 'GST included.',
        };
  return (
    <dl className={styles.infoBlocks}>
      <div className={styles.infoBlock}>
        <dt>Entries close</dt>
        <dd className={styles.infoValue}>{cutoffDate ? formatLongDate(cutoffDate) : 'To be announced'}</dd>
        <dd>{entryOpen ? 'Online entry is open.' : 'Online entry is closed.'}</dd>
      </div>
      <div className={styles.infoBlock}>
        <dt>Play begins</dt>
        <dd className={styles.infoValue}>
          {commenceDate ? formatLongDate(commenceDate) : 'To be announced'}
        </dd>
        <dd>Draws and results appear below as they are ready.</dd>
      </div>
      <div className={styles.infoBlock}>
        <dt>{third.term}</dt>
        <dd className={styles.infoValue}>{third.value}</dd>
        <dd>{third.note}</dd>
      </div>
    </dl>
  );
}

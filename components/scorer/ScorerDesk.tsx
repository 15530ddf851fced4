import Link from 'next/link';
import type { CompetitionEligibility, DeskMatch as DeskMatchData } from '@/lib/source/scorer';
import { FILTER_LABELS, inFilter } from '@/lib/league/cards/scorer';
import type { ScorerFilter } from '@/lib/league/cards/urgency';
import { divisionsPath } from '@/lib/league/codes';
import { COUNTRY_SECONDARY_GRADE, GRADE_NAMES, type GradeCode } from '@/lib/league/constants';
import { formatDay } from '@/lib/league/dates';
import { DeskFilters } from './DeskFilters';
import { DeskMatch } from './DeskMatch';
import { Eligibility } from './Eligibility';
import { WorkbookUpload } from './WorkbookUpload';
import { uploadWorkbook } from '@/app/private/[token]/desk/actions';
import { roundCardsPath, workbookPath } from './paths';
import { officePath } from '@/lib/office/session-cookie';
import styles from './Scorer.module.css';

export type ScorerDeskProps = {
  token: string;
  year: number;
  /** The scorer's zone, or null for the Director of Play (every zone). */
  ownZone: string | null;
  zones: { code: string; name: string }[];
  /** The zone the Director of Play chose (`?zone=`), if any. */
  zone?: string;
  filter: ScorerFilter;
  counts: Record<ScorerFilter, number>;
  matches: DeskMatchData[];
  eligibility: CompetitionEligibility[];
  today: string;
};

/** `Parramatta Intermediate draw and results`; a country zone has one grade: `Hunter draw and results`. */
const zoneDrawText = (zone: string, grade: GradeCode) =>
  `${grade === COUNTRY_SECONDARY_GRADE ? zone : `${zone} ${GRADE_NAMES[grade] ?? grade}`} draw and results`;

/** The scorer's desk: every match of the zone with its state, what needs the scorer first. */
export function ScorerDesk(props: ScorerDeskProps) {
  const { token, year, zones, filter, counts, today } = props;
  const zoneNames = new Map(zones.map((z) => [z.code, z.name]));
  const shown = props.matches.filter((m) => inFilter(m.state, filter));
  const single = props.ownZone ?? props.zone;
  const rounds = [...new Map(props.matches.map((m) => [m.match.round, m.match.date])).entries()].sort(
    (a, b) => a[0] - b[0],
  );
  const grades = [...new Set(props.matches.map((m) => m.match.grade))] as GradeCode[];
  return (
    <>
      <h1>
        {props.ownZone ? `${zoneNames.get(props.ownZone) ?? props.ownZone} zone scorer` : 'Director of Play'}:
        match results {year}
      </h1>
      {props.ownZone ? null : (
        <p>
          <a href={officePath(token)} className={styles.tap}>
            The league&apos;s office
          </a>{' '}
          (entry requests, addresses, downloads; it asks for a passkey)
        </p>
      )}
      {props.ownZone ? null : (
        <form method="get" className={styles.zonePick}>
          <input type="hidden" name="show" value={filter} />
          <label htmlFor="desk-zone">Zone</label>
          <select id="desk-zone" name="zone" defaultValue={props.zone ?? ''}>
            <option value="">Every zone</option>
            {zones.map((z) => (
              <option key={z.code} value={z.code}>
                {z.name} ({z.code})
              </option>
            ))}
          </select>
          <button type="submit">Show</button>
        </form>
      )}
      <DeskFilters token={token} current={filter} counts={counts} zone={props.zone} />
      <section aria-labelledby="desk-list">
        <h2 id="desk-list">
          {FILTER_LABELS[filter]} ({shown.length})
        </h2>
        {shown.length ? (
          <ul className={styles.matches}>
            {shown.map((item) => (
              <DeskMatch
                key={item.key}
                token={token}
                item={item}
                zoneName={zoneNames.get(item.match.zone) ?? item.match.zone}
                today={today}
              />
            ))}
          </ul>
        ) : (
          <p>No matches here.</p>
        )}
      </section>
      {single ? (
        <section aria-labelledby="desk-print">
          <h2 id="desk-print">Print</h2>
          <p>The zone&apos;s paper match cards for a round, one A4 page per match:</p>
          <ul className={styles.rounds}>
            {rounds.map(([round, date]) => (
              <li key={round}>
                <Link href={roundCardsPath(token, round, props.zone)}>
                  Round {round}
                  {date ? `, ${formatDay(date)}` : ''}
                </Link>
              </li>
            ))}
          </ul>
          <p>The zone&apos;s draw and results (print from the public page):</p>
          <ul className={styles.rounds}>
            {grades.map((grade) => (
              <li key={grade}>
                <Link href={divisionsPath(year, grade, single)}>
                  {zoneDrawText(zoneNames.get(single) ?? single, grade)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {single ? (
        <section aria-labelledby="desk-workbook-title">
          <h2 id="desk-workbook-title">The zone&apos;s workbook</h2>
          <p>
            <a href={workbookPath(token, props.zone)} className={styles.tap}>
              Download the zone&apos;s workbook
            </a>{' '}
            (results and dates of every division, .xlsx). Upload an edited one to see its changes, then
            confirm them.
          </p>
          <WorkbookUpload action={uploadWorkbook.bind(null, token)} />
        </section>
      ) : (
        <p>Choose a zone above to print its cards or use its workbook.</p>
      )}
      <Eligibility competitions={props.eligibility} />
    </>
  );
}

import Link from 'next/link';
import type { HistoryRow } from '@/lib/league/history';
import { Dash } from './LinkOutList';
import { TeamLink } from '@/components/schools/TeamLink';
import shared from './competition.module.css';
import styles from './HistoryTable.module.css';

export type HistoryTableProps = {
  competitionName: string;
  rows: HistoryRow[];
  /** Metropolitan secondary has a winner per grade. */
  byGrade: boolean;
  blurb: string[];
  notes: string[];
  /** The competition page of a year, for the RESULTS links. */
  resultsHref: (year: number) => string;
};

type GradeColumn = {
  key: 'grade_1_school' | 'grade_2_school' | 'grade_3_school' | 'open_school' | 'grade_a_school';
  label: string;
};

const GRADE_COLUMNS: GradeColumn[] = [
  { key: 'grade_1_school', label: 'Senior' },
  { key: 'grade_2_school', label: 'Intermediate' },
  { key: 'grade_3_school', label: 'Junior' },
  { key: 'open_school', label: 'Open' },
  { key: 'grade_a_school', label: 'Grade A' },
];

/** A winning school, linked to its page. */
function Winner({ name }: { name: string | null }) {
  return name ? <TeamLink team={{ name }} /> : <Dash />;
}

/** SPEC section 2, "Competition history block": Year, Winner, Detailed Results, newest first. */
export function HistoryTable({
  competitionName,
  rows,
  byGrade,
  blurb,
  notes,
  resultsHref,
}: HistoryTableProps) {
  // Senior, Intermediate and Junior always show; Open and Grade A only where a year has them.
  const grades = GRADE_COLUMNS.filter((c, i) => i < 3 || rows.some((r) => r[c.key]));
  const caption = `Winners of the ${competitionName} competition`;
  const hasGap = rows.some((r) =>
    byGrade ? grades.some((c) => !r[c.key]) && !r.note : !r.school && !r.note,
  );
  return (
    <>
      {blurb.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {rows.length === 0 ? (
        <p>No winners are recorded for this competition yet.</p>
      ) : (
        <div className={styles.tableScroll} role="region" aria-label={caption} tabIndex={0}>
          <table className={byGrade ? `${styles.history} ${styles.byGrade}` : styles.history}>
            <caption className={shared.visuallyHidden}>{caption}</caption>
            <thead>
              {byGrade ? (
                <>
                  <tr>
                    <th scope="col" rowSpan={2}>
                      Year
                    </th>
                    <th scope="colgroup" colSpan={grades.length}>
                      Winner
                    </th>
                    <th scope="col" rowSpan={2}>
                      Detailed Results
                    </th>
                  </tr>
                  <tr>
                    {grades.map((c) => (
                      <th key={c.key} scope="col">
                        {c.label}
                      </th>
                    ))}
                  </tr>
                </>
              ) : (
                <tr>
                  <th scope="col">Year</th>
                  <th scope="col">Winner</th>
                  <th scope="col">Detailed Results</th>
                </tr>
              )}
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.year}>
                  <th scope="row">{row.year}</th>
                  {byGrade ? (
                    row.note && grades.every((c) => !row[c.key]) ? (
                      <td colSpan={grades.length}>{row.note}</td>
                    ) : (
                      grades.map((c) => (
                        <td key={c.key}>
                          {/* The column header says it already; this shows it where a phone stacks the cells. */}
                          <span className={styles.cellLabel} aria-hidden="true">
                            {c.label}:{' '}
                          </span>
                          <Winner name={row[c.key]} />
                        </td>
                      ))
                    )
                  ) : (
                    <td>{row.school ? <Winner name={row.school} /> : (row.note ?? <Dash />)}</td>
                  )}
                  <td>
                    {row.season_filled ? (
                      <Link href={resultsHref(row.year)} prefetch={false}>
                        RESULTS<span className={shared.visuallyHidden}> for {row.year}</span>
                      </Link>
                    ) : (
                      <Dash />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {notes.length > 0 || hasGap ? (
        <div className={styles.footnotes}>
          {hasGap ? (
            <p>A dash means no winner is recorded here for that year, or the season is still being played.</p>
          ) : null}
          {notes.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      ) : null}
    </>
  );
}

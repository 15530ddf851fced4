import Link from 'next/link';
import type { DeskMatch as DeskMatchData } from '@/lib/source/scorer';
import { formatLongDate } from '@/lib/league/dates';
import { mailtoHref, officialStateText, reminderText, ruleAppliesToday } from '@/lib/league/cards/scorer';
import { deskMatchPath } from './paths';
import styles from './Scorer.module.css';

/** One match on the desk: its state, and for a late one the reminder and the 7-day rule's day. */
export function DeskMatch({
  token,
  item,
  zoneName,
  today,
}: {
  token: string;
  item: DeskMatchData;
  zoneName: string;
  today: string;
}) {
  const { match, state } = item;
  const teams = { home: match.homeTeam.name, away: match.awayTeam.name };
  const contacts = [...item.homeContacts, ...item.awayContacts];
  const late = state.state === 'result-needed' && match.date !== null && item.daysLate !== null;
  const reminder = late
    ? reminderText({
        division: match.division,
        round: match.round,
        homeTeam: teams.home,
        awayTeam: teams.away,
        date: match.date!,
        daysLate: item.daysLate!,
        ruleDate: item.lateRuleDate,
        zoneName,
      })
    : null;
  return (
    <li className={styles.match} data-match={item.key} data-state={state.state}>
      <h3 className={styles.matchTitle}>
        <Link href={deskMatchPath(token, item.key)}>
          {match.division} round {match.round}: {teams.home} v {teams.away}
        </Link>
      </h3>
      <p className={styles.meta}>
        {match.date ? formatLongDate(match.date) : 'No date yet'} ·{' '}
        {officialStateText(state, teams, item.daysLate)}
      </p>
      {item.lateRuleDate ? (
        <p className={styles.rule}>
          {ruleAppliesToday(item.lateRuleDate, today)
            ? `The 7-day rule applies since ${formatLongDate(item.lateRuleDate)}: you may score it 0–0 on the match's page.`
            : `The 7-day rule may score it 0–0 from ${formatLongDate(item.lateRuleDate)}.`}
        </p>
      ) : null}
      {reminder ? (
        contacts.length ? (
          <p>
            <a
              className={styles.tap}
              href={mailtoHref(
                contacts.map((c) => c.email),
                reminder,
              )}
            >
              Email a reminder to {contacts.map((c) => c.name).join(', ')}
            </a>
          </p>
        ) : (
          <p className={styles.meta}>No coordinator&apos;s email on record for these schools.</p>
        )
      ) : null}
    </li>
  );
}

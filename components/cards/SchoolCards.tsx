import Link from 'next/link';
import type { CardMatchView } from '@/lib/source/cards';
import { formatLongDate } from '@/lib/league/dates';
import { publishedScore, stateText } from '@/lib/cards/card-view';
import { cardPath, disputePath } from './private-paths';
import { playersPath } from '@/components/players/paths';
import { RelayNote } from './RelayNote';
import styles from './SchoolCards.module.css';

export type SchoolCardsProps = { token: string; school: string; year: number; matches: CardMatchView[] };

/** The school's team in a match, and the other side's. */
function sides(view: CardMatchView) {
  const ours = view.viewer === 'away' ? view.match.awayTeam : view.match.homeTeam;
  const theirs = view.viewer === 'away' ? view.match.homeTeam : view.match.awayTeam;
  return { ours, theirs, where: view.viewer === 'away' ? 'away' : 'home' };
}

/** What waits for this school: a result to confirm or to enter. */
const waitsForUs = (view: CardMatchView) =>
  view.state.state === 'result-needed' || view.action === 'confirm-or-dispute';

/** The action a match needs, as links to its card; the hidden words tell one match's link from another's. */
function Actions({ token, view }: { token: string; view: CardMatchView }) {
  const which = (
    <span className="visually-hidden">
      {' '}
      for round {view.match.round}, {view.match.homeTeam.name} v {view.match.awayTeam.name}
    </span>
  );
  const link = (href: string, label: string, main = false) => (
    <Link href={href} prefetch={false} className={main ? styles.primary : styles.secondary}>
      {label}
      {which}
    </Link>
  );
  if (view.action === 'confirm-or-dispute')
    return (
      <p className={styles.actions}>
        {link(cardPath(token, view.key), 'Confirm result', true)}
        {link(disputePath(token, view.key), 'Dispute')}
      </p>
    );
  if (view.state.state === 'result-needed')
    return <p className={styles.actions}>{link(cardPath(token, view.key), 'Enter result', true)}</p>;
  const label = view.state.state === 'to-play' ? 'Card and print' : 'See card';
  return <p className={styles.actions}>{link(cardPath(token, view.key), label)}</p>;
}

function MatchItem({ token, view, withTeam }: { token: string; view: CardMatchView; withTeam: boolean }) {
  const { ours, theirs, where } = sides(view);
  const score = publishedScore(view);
  return (
    <li className={`${styles.match} ${waitsForUs(view) ? styles.urgent : ''}`.trim()}>
      <p className={styles.what}>
        <strong>
          Round {view.match.round}
          {view.match.date ? `, ${formatLongDate(view.match.date)}` : ''}
        </strong>
        <br />
        {withTeam ? `${ours.name} ` : ''}
        {where === 'home' ? 'v' : 'at'} {theirs.name}
        {` (${where})`}
      </p>
      <p className={styles.state}>
        {stateText(view)}
        {score ? `: ${view.match.homeTeam.name} ${score} ${view.match.awayTeam.name}` : ''}
      </p>
      <RelayNote note={view.relay} className={styles.state} />
      <Actions token={token} view={view} />
    </li>
  );
}

/**
 * A school's own page: first what waits for it (the most urgent first), then each of its teams' matches
 * round by round, each with its state and the action it needs.
 */
export function SchoolCards({ token, school, year, matches }: SchoolCardsProps) {
  const urgent = matches.filter(waitsForUs);
  const teams = new Map<string, CardMatchView[]>();
  for (const view of matches) {
    const team = sides(view).ours;
    const label = `${team.name} (${view.match.division})`;
    teams.set(label, [...(teams.get(label) ?? []), view]);
  }
  return (
    <>
      <p className={styles.private}>
        This page is {school}&apos;s own: anyone with its address can send results for your teams, so keep it
        within the school.
      </p>
      <p>
        <Link href={playersPath(token)} prefetch={false}>
          Players
        </Link>
        : the children who play for {school} this season, and what public pages may show of their names.
      </p>
      <section aria-labelledby="waiting-for-you">
        <h2 id="waiting-for-you">Waiting for you</h2>
        {urgent.length ? (
          <ul className={styles.list}>
            {urgent.map((view) => (
              <MatchItem key={view.key} token={token} view={view} withTeam />
            ))}
          </ul>
        ) : (
          <p>Nothing: every played match has a result, or waits for the other school.</p>
        )}
      </section>
      {[...teams].map(([label, views]) => (
        <section key={label} aria-label={label}>
          <h2>{label}</h2>
          <ul className={styles.list}>
            {[...views]
              .sort((a, b) => a.match.round - b.match.round)
              .map((view) => (
                <MatchItem key={view.key} token={token} view={view} withTeam={false} />
              ))}
          </ul>
        </section>
      ))}
      {matches.length === 0 ? (
        <p>
          {school} has no matches in {year} yet.
        </p>
      ) : null}
    </>
  );
}

import type { MatchCard } from '@/lib/source/cards';
import { staleText } from '@/lib/writes/texts';
import { newCardKey } from '@/lib/cards/idempotency';
import { newestVersion, type CardEvent } from '@/lib/league/cards/state';
import { trailRows, type LinkLabel, type TrailEvent } from '@/lib/league/cards/audit';
import { officialStateText, ruleAppliesToday } from '@/lib/league/cards/scorer';
import { formatLongDate } from '@/lib/league/dates';
import { publishVersion, ruleLate } from '@/app/private/[token]/desk/actions';
import { AuditTrail } from './AuditTrail';
import { OfficialButton } from './OfficialButton';
import { OfficialEntry } from './OfficialEntry';
import type { CardRegisters } from '@/components/cards/CardExtras';
import { PublishedResult } from './PublishedResult';
import { VersionsCompare, type ComparedVersion } from './VersionsCompare';
import { deskMatchPath } from './paths';
// The schools' photo route answers the match's scorer too.
import { photoPath } from '@/components/cards/private-paths';
import styles from './Scorer.module.css';

type Props = {
  token: string;
  card: MatchCard;
  labels: ReadonlyMap<number, LinkLabel>;
  photos: ReadonlyMap<number, number>;
  today: string;
  /** What the official has just done (`published`, `entered`, `corrected`, `ruled`), said while it holds. */
  done: string | null;
  /** The official's action was refused: the match changed since the page was read (said with what changed it). */
  changed?: boolean;
  /** Each school's register of players, for a correction's boards. */
  registers?: CardRegisters;
};

const DONE = new Set(['published', 'entered', 'corrected', 'ruled']);

/** A match as its scorer settles it: the versions, the actions the state allows, the audit trail. */
export function OfficialMatch({
  token,
  card,
  labels,
  photos,
  today,
  done,
  changed = false,
  registers,
}: Props) {
  const { match, state, key } = card;
  const home = match.homeTeam.name;
  const away = match.awayTeam.name;
  const white = card.boards.filter((b) => b.homeColour === 'White').map((b) => b.board);
  const homeWhite = white.length ? white : null;
  const teamOf = (e: CardEvent) => (e.side === 'home' ? home : e.side === 'away' ? away : 'the scorer');
  const version = (e: CardEvent): ComparedVersion => ({
    label: `${teamOf(e)}'s version`,
    boards: e.boards ?? [],
    players: e.players,
  });
  const versions: [] | [CardEvent] | [CardEvent, CardEvent] =
    state.state === 'disputed'
      ? [state.report, state.dispute]
      : state.state === 'reported'
        ? [state.version]
        : [];
  const played = match.date !== null && match.date <= today;
  const published = state.state === 'published' ? state.published : null;
  const publishedFrom = published?.version ?? published?.event;
  const publishedPhoto = publishedFrom ? photos.get(publishedFrom.id) : undefined;
  const doneHref = (what: string) => `${deskMatchPath(token, key)}?done=${what}`;
  // The newest version this page shows: every action names it, and one made from an older view is refused.
  const seen = newestVersion(card.history);
  const latest = card.history.find((e) => e.id === seen);

  return (
    <>
      <h1>
        {match.division} round {match.round}: {home} v {away}
      </h1>
      <p>
        {match.date ? formatLongDate(match.date) : 'No date yet'} ·{' '}
        <strong data-testid="match-state">{officialStateText(state, { home, away }, card.daysLate)}</strong>
      </p>
      {changed && latest ? (
        <p role="alert" className={styles.refused}>
          {staleText(latest, match)}
        </p>
      ) : null}
      {published && done && DONE.has(done) ? (
        <p role="status" className={styles.done}>
          Done: the result is published everywhere, and the schools can no longer change it.
        </p>
      ) : null}

      {versions.length !== 0 ? (
        <VersionsCompare
          title={versions.length > 1 ? 'Both versions' : 'The reported version'}
          home={home}
          away={away}
          boards={card.boards}
          versions={
            versions.length === 2 ? [version(versions[0]), version(versions[1])] : [version(versions[0])]
          }
        />
      ) : null}
      {versions.length ? (
        <section aria-labelledby="versions">
          <h2 id="versions">
            {versions.length > 1 ? 'Publish one version' : 'Publish the reported version'}
          </h2>
          <div className={styles.versions}>
            {versions.map((e) => {
              const photo = photos.get(e.id);
              return (
                <div key={e.id} className={styles.version} data-version={e.side}>
                  <h3>{version(e).label}</h3>
                  <p>{e.comment ? `Comment: ${e.comment}` : 'No comment.'}</p>
                  {photo !== undefined ? (
                    <p>
                      <a href={photoPath(token, key, photo)}>Photo of the signed card ({teamOf(e)})</a>
                    </p>
                  ) : (
                    <p>No photo.</p>
                  )}
                  <OfficialButton
                    label={`Publish ${teamOf(e)}'s version`}
                    action={publishVersion.bind(null, token, key, e.id, seen)}
                    cardKey={newCardKey()}
                    doneHref={doneHref('published')}
                  />
                </div>
              );
            })}
          </div>
        </section>
      ) : null}

      {published ? (
        <PublishedResult
          published={published}
          result={match.result}
          home={home}
          away={away}
          boards={card.boards}
          photoHref={publishedPhoto === undefined ? null : photoPath(token, key, publishedPhoto)}
        />
      ) : null}

      {card.lateRuleDate && state.state === 'result-needed' ? (
        <section aria-labelledby="rule">
          <h2 id="rule">The 7-day rule</h2>
          <p>
            Primary results not received within 7 days of the due date are scored 0–0. For this match the rule
            applies from {formatLongDate(card.lateRuleDate)}; the site never applies it by itself.
          </p>
          {ruleAppliesToday(card.lateRuleDate, today) ? (
            <OfficialButton
              label="Score it 0–0 (7-day rule)"
              action={ruleLate.bind(null, token, key, seen)}
              cardKey={newCardKey()}
              doneHref={doneHref('ruled')}
            />
          ) : null}
        </section>
      ) : null}

      {played ? (
        <OfficialEntry
          token={token}
          matchKey={key}
          home={home}
          away={away}
          homeWhite={homeWhite}
          published={published}
          seenVersion={seen}
          doneHref={doneHref}
          registers={registers}
        />
      ) : null}

      <AuditTrail rows={trailRows(card.history as TrailEvent[], labels)} />
    </>
  );
}

import type { MatchCard } from '@/lib/source/cards';
import type { CardEvent } from '@/lib/league/cards/state';
import { trailRows, type LinkLabel, type TrailEvent } from '@/lib/league/cards/audit';
import { choiceOfResult } from '@/lib/league/cards/choices';
import { officialStateText, ruleAppliesToday } from '@/lib/league/cards/scorer';
import { formatLongDate } from '@/lib/league/dates';
import { CardForm } from '@/components/cards/CardForm';
import { CARD_FORM_ID } from '@/lib/cards/action-result';
import { newCardKey } from '@/lib/cards/idempotency';
import { enterResult, publishVersion, ruleLate } from '@/app/private/[token]/desk/actions';
import { AuditTrail } from './AuditTrail';
import { OfficialButton } from './OfficialButton';
import { VersionsCompare, type ComparedVersion } from './VersionsCompare';
import { deskMatchPath, deskPhotoPath } from './paths';
import styles from './Scorer.module.css';

type Props = {
  token: string;
  card: MatchCard;
  labels: ReadonlyMap<number, LinkLabel>;
  photos: ReadonlyMap<number, number>;
  today: string;
  /** What the official has just done (`published`, `entered`, `corrected`, `ruled`), said while it holds. */
  done: string | null;
};

const DONE = new Set(['published', 'entered', 'corrected', 'ruled']);

/** A match as its scorer settles it: the versions, the actions the state allows, the audit trail. */
export function OfficialMatch({ token, card, labels, photos, today, done }: Props) {
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
  const versions =
    state.state === 'disputed'
      ? [state.report, state.dispute]
      : state.state === 'reported'
        ? [state.version]
        : [];
  const played = match.date !== null && match.date <= today;
  const published = state.state === 'published' ? state.published : null;
  const doneHref = (what: string) => `${deskMatchPath(token, key)}?done=${what}`;

  return (
    <>
      <h1>
        {match.division} round {match.round}: {home} v {away}
      </h1>
      <p>
        {match.date ? formatLongDate(match.date) : 'No date yet'} ·{' '}
        <strong data-testid="match-state">{officialStateText(state, { home, away }, card.daysLate)}</strong>
      </p>
      {published && done && DONE.has(done) ? (
        <p role="status" className={styles.done}>
          Done: the result is published everywhere, and the schools can no longer change it.
        </p>
      ) : null}

      {state.state === 'disputed' ? (
        <VersionsCompare
          home={home}
          away={away}
          boards={card.boards}
          versions={[version(state.report), version(state.dispute)]}
        />
      ) : null}
      {versions.length ? (
        <section aria-labelledby="versions">
          <h2 id="versions">{versions.length > 1 ? 'Publish one version' : 'The reported version'}</h2>
          <div className={styles.versions}>
            {versions.map((e) => {
              const photo = photos.get(e.id);
              return (
                <div key={e.id} className={styles.version} data-version={e.side}>
                  <h3>{version(e).label}</h3>
                  <p>{e.comment ? `Comment: ${e.comment}` : 'No comment.'}</p>
                  {photo !== undefined ? (
                    <p>
                      <a href={deskPhotoPath(token, key, photo)}>Photo of the signed card ({teamOf(e)})</a>
                    </p>
                  ) : (
                    <p>No photo.</p>
                  )}
                  <OfficialButton
                    label={`Publish ${teamOf(e)}'s version`}
                    action={publishVersion.bind(null, token, key, e.id)}
                    doneHref={doneHref('published')}
                  />
                </div>
              );
            })}
          </div>
        </section>
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
              action={ruleLate.bind(null, token, key)}
              doneHref={doneHref('ruled')}
            />
          ) : null}
        </section>
      ) : null}

      {played ? (
        <section aria-labelledby="enter">
          <h2 id="enter">
            {published ? 'Correct the published result' : 'Enter the result from the paper card'}
          </h2>
          <p>
            {published
              ? 'The new version is published everywhere; the old one is kept. The change log says it was corrected by the scorer, with your reason.'
              : 'For a school without a phone at the venue, or to settle a dispute from the signed card. The result is then locked: the schools can no longer change it.'}
          </p>
          <label htmlFor="official-reason">
            {published ? 'Reason (required)' : 'Reason or note (optional)'}
          </label>
          <input
            id="official-reason"
            name="reason"
            form={CARD_FORM_ID}
            className={styles.reason}
            maxLength={500}
          />
          <CardForm
            mode="report"
            home={home}
            away={away}
            homeWhite={homeWhite}
            initial={published?.boards ? published.boards.map(choiceOfResult) : undefined}
            action={enterResult.bind(null, token, key, published ? 'correct' : 'enter')}
            cardKey={newCardKey()}
            doneHref={doneHref(published ? 'corrected' : 'entered')}
          />
        </section>
      ) : null}

      <AuditTrail rows={trailRows(card.history as TrailEvent[], labels)} />
    </>
  );
}

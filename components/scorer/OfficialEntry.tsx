import type { Published } from '@/lib/league/cards/state';
import { REASON_MAX } from '@/lib/league/cards/check';
import { choiceOfResult } from '@/lib/league/cards/choices';
import { CardForm } from '@/components/cards/CardForm';
import type { CardRegisters } from '@/components/cards/CardExtras';
import { publishedPlayers } from '@/lib/league/eligibility';
import { newCardKey } from '@/lib/cards/idempotency';
import { enterResult } from '@/app/private/[token]/desk/actions';
import styles from './Scorer.module.css';

type Props = {
  token: string;
  matchKey: string;
  home: string;
  away: string;
  homeWhite: readonly number[] | null;
  /** The result published now (a correction starts from its boards), or null: entered from the paper card. */
  published: Published | null;
  /** The newest version of the match the page shows (0: none): a correction made from an older view is refused. */
  seenVersion: number;
  doneHref: (what: string) => string;
  /** Each school's register of players: a correction may change a board's player, with its reason. */
  registers?: CardRegisters;
};

/**
 * The official's card form: the result from the paper card, or a correction of the published one, with one
 * text field for the note or the (required) reason. A new published version gives a fresh form: its boards.
 */
export function OfficialEntry({
  token,
  matchKey,
  home,
  away,
  homeWhite,
  published,
  seenVersion,
  doneHref,
  registers,
}: Props) {
  return (
    <section aria-labelledby="enter" className={styles.entry}>
      <h2 id="enter">
        {published ? 'Correct the published result' : 'Enter the result from the paper card'}
      </h2>
      <p>
        {published
          ? 'The new version is published everywhere; the old one is kept. The change log says it was corrected by the scorer, with your reason.'
          : 'For a school without a phone at the venue, or to settle a dispute from the signed card. The result is then locked: the schools can no longer change it.'}
      </p>
      {published && !published.boards ? (
        <p>The published result has no boards on record: choose each board’s result.</p>
      ) : published ? (
        <p>The boards start as published: change those that are wrong.</p>
      ) : null}
      <CardForm
        key={published ? `published-${published.event?.id ?? 'league'}` : 'enter'}
        mode="report"
        home={home}
        away={away}
        homeWhite={homeWhite}
        initial={published?.boards ? published.boards.map(choiceOfResult) : undefined}
        action={enterResult.bind(null, token, matchKey, published ? 'correct' : 'enter', seenVersion)}
        cardKey={newCardKey()}
        doneHref={doneHref(published ? 'corrected' : 'entered')}
        submitLabel={published ? 'Publish the corrected result' : 'Publish this result'}
        commentLabel={published ? 'Reason for the correction (required)' : 'Note (optional)'}
        commentMax={REASON_MAX}
        registers={registers}
        initialPlayers={published ? publishedPlayers(published) : null}
      />
    </section>
  );
}

'use client';
import { pickedNames } from '@/lib/cards/card-players';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { checkCard, disputeError } from '@/lib/league/cards/check';
import { CARD_CHOICES, type CardChoice } from '@/lib/league/cards/choices';
import type { GameResult } from '@/lib/league/bundle';
import type { CardPlayers } from '@/lib/league/cards/state';
import {
  CARD_FORM_ID,
  cardFieldId,
  type CardFieldError,
  type CardFormAction,
  type CardFormValues,
} from '@/lib/cards/action-result';
import { changedBeforeScript } from '@/components/ui/changed-before-script';
import { CardErrorSummary } from './CardErrorSummary';
import entry from '@/components/entry/EntryForm.module.css';
import { BoardChoices } from './BoardChoices';
import { boardColour } from './board-colours';
import { ScorePreview } from './ScorePreview';
import { CardExtras, type CardRegisters } from './CardExtras';
import { cardFormData, photoError, summaryOf } from './card-form-data';
import { useFormAction } from './use-form-action';
import styles from './CardForm.module.css';

export type CardFormProps = {
  /** A first report (or a corrected one), or the other school's own version when it disputes. */
  mode: 'report' | 'dispute';
  home: string;
  away: string;
  homeWhite: readonly number[] | null;
  /** The boards to start from: the reported card when disputing or correcting it. */
  initial?: (CardChoice | null)[];
  /** The card being disputed: a dispute must change a board or say what is wrong. */
  disputed?: readonly GameResult[] | null;
  /** A corrected card keeps the photo sent with the version it replaces unless another is chosen. */
  keptPhoto?: boolean;
  /** A server action: a plain form post without JavaScript, called from here with it. */
  action: CardFormAction;
  /** The form's idempotency key, made on the server: a double tap or a resent post stores one card. */
  cardKey: string;
  /** For an action that answers `ok` rather than redirecting: where the page says what was done. */
  doneHref?: string;
  /** An official's words for the button and the comment (`Publish the corrected result`, `Reason …`). */
  submitLabel?: string;
  commentLabel?: string;
  commentMax?: number;
  /** Each school's register of players, for the boards' choices. */
  registers?: CardRegisters;
  /** The names to start from: a correction starts from the published card's. */
  initialPlayers?: CardPlayers | null;
};

const BUTTON = { report: 'Send result', dispute: 'Dispute' } as const;
const OFFLINE = 'The card could not be sent: check your connection and press the button again.';

const asChoice = (value: string) => CARD_CHOICES.find((c) => c === value) ?? null;

/** `Darcy Road B plays White`, or nothing known. */
function coloursOf(board: number, home: string, away: string, homeWhite: readonly number[] | null): string {
  const colour = boardColour(homeWhite, board);
  if (!colour) return 'Colours as the season gives them';
  return `${home} plays ${colour}, ${away} ${colour === 'White' ? 'Black' : 'White'}`;
}

/** A correction's form starts with the published card's names (its boards come from `initial`). */
function startingNames(players: CardPlayers | null | undefined): CardFormValues | undefined {
  if (!players) return undefined;
  const names = (list: (string | null)[]) => list.map((n) => n ?? '');
  return { boards: [], playersHome: names(players.home), playersAway: names(players.away), comment: '' };
}

/** What the browser can check before sending: the server's own rules, and the photo's type and size. */
function problemsOf(data: FormData, choices: (CardChoice | null)[], disputed?: readonly GameResult[] | null) {
  const checked = checkCard({
    boards: choices.map((c) => c ?? ''),
    players: { home: pickedNames(data, 'home'), away: pickedNames(data, 'away') },
    comment: data.get('comment'),
  });
  if (!checked.ok) return [...checked.errors, ...photoError(data.get('photo'))];
  const unchanged = disputed ? disputeError(disputed, checked.card.boards, checked.card.comment) : null;
  return [...(unchanged ? [unchanged] : []), ...photoError(data.get('photo'))];
}

/**
 * The match card: four boards, each a group of the card's seven choices, the score and tie-break as they
 * stand, then optional names, photo and comment. Without JavaScript it posts to its server action and the
 * page comes back with the answer; with it, it is checked here with the server's rules before it is sent.
 */
export function CardForm(props: CardFormProps) {
  const { mode, home, away, homeWhite, initial, disputed, keptPhoto, action, cardKey, doneHref } = props;
  const { submitLabel, commentLabel, commentMax } = props;
  const { posted, formAction, answer, clear, pending, send } = useFormAction(action, {
    offline: OFFLINE,
    doneHref,
  });
  const [checked, setChecked] = useState<CardFieldError[] | null>(null);
  const [choices, setChoices] = useState<(CardChoice | null)[]>(
    () => posted.values?.boards.map(asChoice) ?? initial ?? [null, null, null, null],
  );
  const summary = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const result = answer.result;

  // Boards tapped before the script ran are on screen, but React would put them back at its next render.
  useEffect(() => {
    const early = changedBeforeScript(form.current);
    const tapped = (board: number) => early.find((change) => change.path === `board-${board}`)?.value ?? '';
    if (early.length) setChoices((list) => list.map((choice, i) => asChoice(tapped(i + 1)) ?? choice));
  }, []);
  const errors = checked ?? (result?.status === 'invalid' ? result.errors : []);
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message ?? null;
  const focusSummary = () => requestAnimationFrame(() => summary.current?.focus());

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const data = cardFormData(event.currentTarget);
    const problems = problemsOf(data, choices, mode === 'dispute' ? disputed : null);
    setChecked(problems.length ? problems : null);
    if (problems.length) {
      clear();
      focusSummary();
      return;
    }
    send(data, (next) => {
      if (next.result?.status === 'invalid') focusSummary();
    });
  }

  const listed = summaryOf(errors);
  return (
    <form
      ref={form}
      id={CARD_FORM_ID}
      className={styles.form}
      action={formAction}
      onSubmit={submit}
      noValidate
    >
      <input type="hidden" name="key" value={cardKey} />
      {listed.length ? <CardErrorSummary ref={summary} errors={listed} /> : null}
      {result?.status === 'error' ? (
        <p role="alert" className={styles.refused}>
          {result.message}
        </p>
      ) : null}
      <p className={entry.hint}>
        Each board’s result is from the home side: {home} (home) v {away}.
      </p>
      {choices.map((value, i) => (
        <BoardChoices
          key={i}
          board={i + 1}
          colours={coloursOf(i + 1, home, away, homeWhite)}
          value={value}
          error={errorOf(`board-${i + 1}`) ?? (i === 0 ? errorOf('boards') : null)}
          disabled={pending}
          onChange={(choice) => setChoices((list) => list.map((c, j) => (j === i ? choice : c)))}
        />
      ))}
      <ScorePreview home={home} away={away} choices={choices} />
      <CardExtras
        mode={mode}
        home={home}
        away={away}
        errorOf={errorOf}
        disabled={pending}
        commentLabel={commentLabel}
        commentMax={commentMax}
        values={posted.values ?? startingNames(props.initialPlayers)}
        keptPhoto={keptPhoto}
        registers={props.registers}
      />
      <button
        id={cardFieldId('send')}
        type="submit"
        className={styles.send}
        aria-disabled={pending || undefined}
      >
        {pending ? 'Sending…' : (submitLabel ?? BUTTON[mode])}
      </button>
    </form>
  );
}

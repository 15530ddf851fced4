'use client';
import { useRef, useState, useTransition, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { checkCard } from '@/lib/league/cards/check';
import { type CardChoice } from '@/lib/league/cards/choices';
import {
  CARD_FORM_ID,
  cardFieldId,
  type CardActionResult,
  type CardFieldError,
} from '@/lib/cards/action-result';
import { newCardKey } from '@/lib/cards/idempotency';
import { CardErrorSummary } from './CardErrorSummary';
import entry from '@/components/entry/EntryForm.module.css';
import { BoardChoices } from './BoardChoices';
import { boardColour } from './board-colours';
import { ScorePreview } from './ScorePreview';
import { CardExtras } from './CardExtras';
import { cardFormData, photoError, summaryOf } from './card-form-data';
import { showDone } from './show-done';
import styles from './CardForm.module.css';

export type CardFormProps = {
  /** A first report (or a corrected one), or the other school's own version when it disputes. */
  mode: 'report' | 'dispute';
  home: string;
  away: string;
  homeWhite: readonly number[] | null;
  /** The boards to start from: the reported card when disputing it. */
  initial?: (CardChoice | null)[];
  action: (form: FormData) => Promise<CardActionResult>;
  /** Where the page says what was done once the card is stored (`?done=sent`). */
  doneHref: string;
  /** An official's words for the button and the comment (`Publish the corrected result`, `Reason …`). */
  submitLabel?: string;
  commentLabel?: string;
};

const BUTTON = { report: 'Send result', dispute: 'Dispute' } as const;

/** `Darcy Road B plays White`, or nothing known. */
function coloursOf(board: number, home: string, away: string, homeWhite: readonly number[] | null): string {
  const colour = boardColour(homeWhite, board);
  if (!colour) return 'Colours as the season gives them';
  return `${home} plays ${colour}, ${away} ${colour === 'White' ? 'Black' : 'White'}`;
}

/**
 * The match card: four boards, each a group of the card's seven choices, the score and tie-break as they
 * stand, then optional names, photo and comment. Checked here with the server's own rules before it is
 * sent; one idempotency key per form instance, so a double tap or a retry stores one card.
 */
export function CardForm({
  mode,
  home,
  away,
  homeWhite,
  initial,
  action,
  doneHref,
  submitLabel,
  commentLabel,
}: CardFormProps) {
  const router = useRouter();
  const [choices, setChoices] = useState<(CardChoice | null)[]>(() => initial ?? [null, null, null, null]);
  const [key, setKey] = useState(newCardKey);
  const [errors, setErrors] = useState<CardFieldError[]>([]);
  const [answer, setAnswer] = useState<CardActionResult | null>(null);
  const [pending, startTransition] = useTransition();
  const summary = useRef<HTMLDivElement>(null);
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message ?? null;

  function failed(found: CardFieldError[]) {
    setErrors(found);
    requestAnimationFrame(() => summary.current?.focus());
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const data = cardFormData(event.currentTarget, key);
    const checked = checkCard({
      boards: choices.map((c) => c ?? ''),
      players: { home: data.getAll('players-home'), away: data.getAll('players-away') },
      comment: data.get('comment'),
    });
    const problems = [...(checked.ok ? [] : checked.errors), ...photoError(data.get('photo'))];
    setAnswer(null);
    if (problems.length) return failed(problems);
    setErrors([]);
    startTransition(async () => {
      let result: CardActionResult;
      try {
        result = await action(data);
      } catch {
        result = {
          status: 'error',
          message: 'The card could not be sent: check your connection and press the button again.',
        };
      }
      setAnswer(result);
      if (result.status === 'invalid') failed(result.errors);
      if (result.status === 'ok') {
        setKey(newCardKey());
        showDone(router, doneHref);
      }
    });
  }

  const listed = summaryOf(errors);
  return (
    <form id={CARD_FORM_ID} className={styles.form} onSubmit={submit} noValidate>
      {listed.length ? <CardErrorSummary ref={summary} errors={listed} /> : null}
      {answer?.status === 'error' ? (
        <p role="alert" className={styles.refused}>
          {answer.message}
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

'use client';
import type { CardActionResult } from '@/lib/cards/action-result';
import { useCardAction } from '@/components/cards/use-card-action';
import styles from './Scorer.module.css';

/**
 * One official's action as a button (publish this version, score 0–0): one idempotency key per button
 * instance, so a double tap or a retry stores one event; the answer said beside it.
 */
export function OfficialButton({
  label,
  action,
  doneHref,
}: {
  label: string;
  action: (key: string) => Promise<CardActionResult>;
  /** The page that says what was done (`?done=published`): this button gives way to the result. */
  doneHref: string;
}) {
  const { run, answer, pending } = useCardAction(action, {
    doneHref,
    offline: 'Nothing was sent: check your connection and press the button again.',
    renewKey: true,
  });

  return (
    <div>
      <button type="button" className={styles.action} onClick={run} aria-disabled={pending || undefined}>
        {pending ? 'Sending…' : label}
      </button>
      {answer && answer.status !== 'ok' ? (
        <p role="alert" className={styles.refused}>
          {answer.message}
        </p>
      ) : null}
      {answer?.status === 'ok' ? (
        <p role="status" className={styles.done}>
          {answer.message}
        </p>
      ) : null}
    </div>
  );
}

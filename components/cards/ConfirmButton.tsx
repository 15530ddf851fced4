'use client';
import type { CardActionResult } from '@/lib/cards/action-result';
import { useCardAction } from './use-card-action';
import styles from './CardForm.module.css';

export type ConfirmButtonProps = {
  /** Confirms the version shown (its event id): a newer one sent meanwhile is not confirmed unseen. */
  action: (key: string) => Promise<CardActionResult>;
  /** Where the page says the result is published (`?done=confirmed`). */
  doneHref: string;
};

/** `Confirm result`: one key per page view, so a double tap or a retry confirms once. */
export function ConfirmButton({ action, doneHref }: ConfirmButtonProps) {
  const {
    run: confirm,
    answer,
    pending,
  } = useCardAction(action, {
    doneHref,
    offline: 'The confirmation could not be sent: check your connection and press the button again.',
  });
  return (
    <div className={styles.confirm}>
      <button type="button" className={styles.send} onClick={confirm} aria-disabled={pending || undefined}>
        {pending ? 'Sending…' : 'Confirm result'}
      </button>
      {answer && answer.status !== 'ok' ? (
        <p role="alert" className={styles.refused}>
          {answer.message}
        </p>
      ) : null}
    </div>
  );
}

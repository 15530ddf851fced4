'use client';
import { useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import type { CardActionResult } from '@/lib/cards/action-result';
import { newCardKey } from '@/lib/cards/idempotency';
import { showDone } from './show-done';
import styles from './CardForm.module.css';

export type ConfirmButtonProps = {
  /** Confirms the version shown (its event id): a newer one sent meanwhile is not confirmed unseen. */
  action: (key: string) => Promise<CardActionResult>;
  /** Where the page says the result is published (`?done=confirmed`). */
  doneHref: string;
};

/** `Confirm result`: one key per page view, so a double tap or a retry confirms once. */
export function ConfirmButton({ action, doneHref }: ConfirmButtonProps) {
  const router = useRouter();
  const [key] = useState(newCardKey);
  const [answer, setAnswer] = useState<CardActionResult | null>(null);
  const [pending, startTransition] = useTransition();
  function confirm() {
    if (pending) return;
    startTransition(async () => {
      let result: CardActionResult;
      try {
        result = await action(key);
      } catch {
        result = {
          status: 'error',
          message: 'The confirmation could not be sent: check your connection and press the button again.',
        };
      }
      setAnswer(result);
      if (result.status === 'ok') showDone(router, doneHref);
    });
  }
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

'use client';
import type { FormEvent } from 'react';
import type { CardFormAction } from '@/lib/cards/action-result';
import { useFormAction } from './use-form-action';
import styles from './CardForm.module.css';

export type ConfirmButtonProps = {
  /** Confirms the version shown (its event id): a newer one sent meanwhile is not confirmed unseen. */
  action: CardFormAction;
  /** The idempotency key, made on the server: a double tap or a resent post confirms once. */
  cardKey: string;
};

/** `Confirm result`: a form of one button, which posts without JavaScript too. */
export function ConfirmButton({ action, cardKey }: ConfirmButtonProps) {
  const { formAction, answer, pending, send } = useFormAction(action, {
    offline: 'The confirmation could not be sent: check your connection and press the button again.',
  });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send(new FormData(event.currentTarget));
  }
  const result = answer.result;
  return (
    <form className={styles.confirm} action={formAction} onSubmit={submit}>
      <input type="hidden" name="key" value={cardKey} />
      <button type="submit" className={styles.send} aria-disabled={pending || undefined}>
        {pending ? 'Sending…' : 'Confirm result'}
      </button>
      {result && result.status !== 'ok' ? (
        <p role="alert" className={styles.refused}>
          {result.message}
        </p>
      ) : null}
    </form>
  );
}

'use client';
import type { FormEvent } from 'react';
import type { CardFormAction } from '@/lib/cards/action-result';
import { useFormAction } from '@/components/cards/use-form-action';
import styles from './Scorer.module.css';

/**
 * One official's action as a form of one button (publish this version, score 0–0), which posts without
 * JavaScript too: its idempotency key made with the page, so a double tap or a resent post stores one version;
 * the refusal said beside it, the result on the page the action goes to.
 */
export function OfficialButton({
  label,
  action,
  cardKey,
  doneHref,
}: {
  label: string;
  action: CardFormAction;
  cardKey: string;
  /** The page that says what was done (`?done=published`): this button gives way to the result. */
  doneHref: string;
}) {
  const { formAction, answer, pending, send } = useFormAction(action, {
    offline: 'Nothing was sent: check your connection and press the button again.',
    doneHref,
  });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send(new FormData(event.currentTarget));
  }
  const result = answer.result;
  return (
    <form action={formAction} onSubmit={submit}>
      <input type="hidden" name="key" value={cardKey} />
      <button type="submit" className={styles.action} aria-disabled={pending || undefined}>
        {pending ? 'Sending…' : label}
      </button>
      {result && result.status !== 'ok' ? (
        <p role="alert" className={styles.refused}>
          {result.message}
        </p>
      ) : null}
    </form>
  );
}

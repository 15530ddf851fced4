'use client';
import { useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import type { CardActionResult } from '@/lib/cards/action-result';
import { newCardKey } from '@/lib/cards/idempotency';
import { showDone } from '@/components/cards/show-done';
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
  const router = useRouter();
  const [key, setKey] = useState(newCardKey);
  const [answer, setAnswer] = useState<CardActionResult | null>(null);
  const [pending, startTransition] = useTransition();

  function run() {
    if (pending) return;
    startTransition(async () => {
      let result: CardActionResult;
      try {
        result = await action(key);
      } catch {
        result = {
          status: 'error',
          message: 'Nothing was sent: check your connection and press the button again.',
        };
      }
      setAnswer(result);
      if (result.status === 'ok') {
        setKey(newCardKey());
        showDone(router, doneHref);
      }
    });
  }

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

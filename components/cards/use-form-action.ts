'use client';
import { useActionState, useState, useTransition } from 'react';
import { unstable_rethrow, useRouter } from 'next/navigation';
import type { CardFormAction, CardFormState } from '@/lib/cards/action-result';
import { showDone } from './show-done';

const NO_ANSWER: CardFormState = { result: null };

/**
 * A card form's server action, both ways: without JavaScript the form posts to it and the server renders
 * its answer (`posted`, through React's useActionState); with it, `send` calls it in a transition, a lost
 * connection said in `offline`. A stored card redirects to the page that shows it; an action that answers
 * `ok` instead goes to `doneHref`.
 */
export function useFormAction(
  action: CardFormAction,
  { offline, doneHref }: { offline: string; doneHref?: string },
) {
  const router = useRouter();
  const [posted, formAction] = useActionState(action, NO_ANSWER);
  const [answer, setAnswer] = useState(posted);
  const [pending, startTransition] = useTransition();

  function send(data: FormData, then?: (next: CardFormState) => void) {
    if (pending) return;
    startTransition(async () => {
      let next: CardFormState;
      try {
        next = await action(answer, data);
      } catch (error) {
        // The redirect to the page that shows what was stored.
        unstable_rethrow(error);
        next = { result: { status: 'error', message: offline } };
      }
      setAnswer(next);
      then?.(next);
      if (next.result?.status === 'error' && next.result.stale) router.refresh();
      if (next.result?.status === 'ok' && doneHref) showDone(router, doneHref);
    });
  }

  return { posted, formAction, answer, clear: () => setAnswer(NO_ANSWER), pending, send };
}

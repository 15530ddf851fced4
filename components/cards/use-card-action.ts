'use client';
import { useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import type { CardActionResult } from '@/lib/cards/action-result';
import { newCardKey } from '@/lib/cards/idempotency';
import { showDone } from './show-done';

/**
 * A card action behind one button: one idempotency key per button (a double tap or a retry stores one event),
 * a lost connection said in `offline`, and on success the page that says what was done (`doneHref`).
 * `renewKey`: after a success the next press is a new action (an official's), not a repeat.
 */
export function useCardAction(
  action: (key: string) => Promise<CardActionResult>,
  { doneHref, offline, renewKey = false }: { doneHref: string; offline: string; renewKey?: boolean },
) {
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
        result = { status: 'error', message: offline };
      }
      setAnswer(result);
      // The match changed since the page was read: read it again, the refusal still said beside the button.
      if (result.status === 'error' && result.stale) router.refresh();
      if (result.status === 'ok') {
        if (renewKey) setKey(newCardKey());
        showDone(router, doneHref);
      }
    });
  }
  return { run, answer, pending };
}

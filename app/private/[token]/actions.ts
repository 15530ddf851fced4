'use server';
/**
 * A school's match card actions, as form actions that work without JavaScript too (a plain multipart
 * post). Next.js checks each server action's Origin against the host, and proxy.ts refuses a foreign
 * Origin or an oversized body before Next parses it (lib/cards/action-guard.ts). User mistakes come back
 * as values (lib/cards/send.ts); a stored card, or a refusal because the match changed since the page was
 * shown, is answered with the match's page as it is now (Post/Redirect/Get: a reload sends nothing again).
 */
import { redirect } from 'next/navigation';
import { visitorIp } from '@/lib/cards/visitor';
import { confirmCard as confirm, sendCard as send } from '@/lib/writes/school-card';
import { formValues, refusalNow } from '@/lib/cards/send-checks';
import { readMatchCard } from '@/lib/source/cards';
import type { CardActionResult, CardFormState } from '@/lib/cards/action-result';
import type { SchoolCardAction } from '@/lib/league/cards/state';
import { cardPath, refusedPath } from '@/components/cards/private-paths';

const DONE = { report: 'sent', dispute: 'disputed', confirm: 'confirmed' } as const;

/**
 * Where the school goes after an answer: the page saying what was done, or the match as it is now with the
 * refusal, when the match changed since the page was shown; null to show the answer on the form.
 */
async function nextPage(
  result: CardActionResult,
  token: string,
  matchKey: string,
  kind: SchoolCardAction,
  shown: number | null,
): Promise<string | null> {
  if (result.status === 'ok') return `${cardPath(token, matchKey)}?done=${DONE[kind]}`;
  if (result.status !== 'error') return null;
  if (result.stale) return refusedPath(token, matchKey, kind, shown);
  const card = await readMatchCard(token, matchKey).catch(() => null);
  if (!card || !refusalNow(card, kind, new Date(), shown)) return null;
  return refusedPath(token, matchKey, kind, shown);
}

/** The school's card for a match, or its own version when it disputes the other school's (the version `shown`). */
export async function sendCard(
  token: string,
  matchKey: string,
  kind: 'report' | 'dispute',
  shown: number | null,
  seen: number,
  _state: CardFormState,
  form: FormData,
): Promise<CardFormState> {
  const how = kind === 'dispute' ? 'dispute' : 'report';
  const version = typeof shown === 'number' ? shown : null;
  const result = await send(await visitorIp(), token, matchKey, how, form, new Date(), {
    shown: version ?? undefined,
    seen: Number(seen),
  });
  const next = await nextPage(result, token, matchKey, how, version);
  if (next) redirect(next);
  return { result, values: form instanceof FormData ? formValues(form) : undefined };
}

/** Confirms the version of the other school's card that the page showed. */
export async function confirmCard(
  token: string,
  matchKey: string,
  shown: number,
  seen: number,
  _state: CardFormState,
  form: FormData,
): Promise<CardFormState> {
  const key = form instanceof FormData ? form.get('key') : null;
  const version = Number(shown);
  const result = await confirm(
    await visitorIp(),
    token,
    matchKey,
    version,
    typeof key === 'string' ? key : '',
    new Date(),
    Number(seen),
  );
  const next = await nextPage(result, token, matchKey, 'confirm', version);
  if (next) redirect(next);
  return { result };
}

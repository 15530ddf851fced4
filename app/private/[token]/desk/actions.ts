'use server';
/**
 * The scorer's and the Director of Play's actions on a match. Next.js checks each server action's Origin
 * against the host, and proxy.ts refuses a foreign Origin or an oversized body before Next parses it;
 * each action is rate-limited per visitor and per address (lib/cards/official.ts).
 */
import { redirect } from 'next/navigation';
import { EXPIRED } from '@/lib/writes/texts';
import { visitorIp } from '@/lib/cards/visitor';
import { deskMatchPath } from '@/components/scorer/paths';
import { officialAction } from '@/lib/writes/official-actions';
import { cardInput } from '@/lib/writes/school-card';
import { formValues } from '@/lib/cards/send-checks';
import type { CardActionResult, CardFormState } from '@/lib/cards/action-result';
import { uploadWorkbook as upload, type WorkbookAnswer } from '@/lib/writes/desk-workbook';

/** The form's key; a stored action goes to the page that says what was done (Post/Redirect/Get). */
const keyOf = (form: FormData) => (form instanceof FormData ? form.get('key') : null);
function answered(result: CardActionResult, token: string, matchKey: string, done: string): CardFormState {
  if (result.status === 'ok') redirect(`${deskMatchPath(token, matchKey)}?done=${done}`);
  // Refused because the match changed since the page was read: the match as it is now, saying so.
  if (result.status === 'error' && result.stale) redirect(`${deskMatchPath(token, matchKey)}?changed=1`);
  return { result };
}

/** Publishes one reported version (a school's report or the other school's disputed version). */
export async function publishVersion(
  token: string,
  matchKey: string,
  shown: number,
  seenVersion: number,
  _state: CardFormState,
  form: FormData,
): Promise<CardFormState> {
  const result = await officialAction(await visitorIp(), token, matchKey, keyOf(form), {
    kind: 'publish',
    shown: Number(shown),
    seenVersion: Number(seenVersion),
  });
  return answered(result, token, matchKey, 'published');
}

/** Enters the result from the paper card (`enter`), or corrects a published one with a reason (`correct`). */
export async function enterResult(
  token: string,
  matchKey: string,
  kind: 'enter' | 'correct',
  seenVersion: number,
  _state: CardFormState,
  form: FormData,
): Promise<CardFormState> {
  if (!(form instanceof FormData)) return { result: { status: 'error', message: EXPIRED } };
  const card = cardInput(form);
  // One field: the form's comment is the official's reason (a correction's, required) or note, kept as one line
  // in the trail and in the change log.
  const reason = typeof card.comment === 'string' ? card.comment.replace(/\s+/g, ' ').trim() : '';
  const result = await officialAction(await visitorIp(), token, matchKey, form.get('key'), {
    kind: kind === 'correct' ? 'correct' : 'enter',
    seenVersion: Number(seenVersion),
    card: { ...card, comment: reason || null },
    reason: reason || undefined,
    photo: form.get('photo'),
  });
  return {
    ...answered(result, token, matchKey, kind === 'correct' ? 'corrected' : 'entered'),
    values: formValues(form),
  };
}

/** Scores a late primary match 0–0 by the league's 7-day rule (offered, never applied by the site itself). */
export async function ruleLate(
  token: string,
  matchKey: string,
  seenVersion: number,
  _state: CardFormState,
  form: FormData,
): Promise<CardFormState> {
  const result = await officialAction(await visitorIp(), token, matchKey, keyOf(form), {
    kind: 'rule',
    seenVersion: Number(seenVersion),
  });
  return answered(result, token, matchKey, 'ruled');
}

/** An edited zone workbook: its dry run (`confirm` false), then its import once the scorer confirms. */
export async function uploadWorkbook(
  token: string,
  confirm: boolean,
  form: FormData,
): Promise<WorkbookAnswer> {
  if (!(form instanceof FormData)) return { status: 'error', message: EXPIRED };
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  return upload(await visitorIp(), token, form.get('workbook'), confirm === true, {
    key: text('key'),
    reason: text('reason'),
  });
}

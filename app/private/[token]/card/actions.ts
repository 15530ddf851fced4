'use server';
/**
 * The paper card's address's one action: the captain's card for its match. Guarded like the schools' card
 * actions (Next.js's Origin check, proxy.ts's body limits: it is a multipart post to a private path), and a
 * form action like theirs: without JavaScript too, a stored card answered with the page that says so.
 */
import { redirect } from 'next/navigation';
import { visitorIp } from '@/lib/cards/visitor';
import { paperCardPath } from '@/lib/cards/paper-card-address';
import { sendFromPaperCard } from '@/lib/writes/paper-card';
import { formValues } from '@/lib/cards/send-checks';
import type { CardFormState } from '@/lib/cards/action-result';
import type { SchoolSide } from '@/lib/league/cards/state';

export async function sendPaperCard(
  token: string,
  side: SchoolSide,
  _state: CardFormState,
  form: FormData,
): Promise<CardFormState> {
  const result = await sendFromPaperCard(await visitorIp(), token, side, form);
  if (result.status === 'ok') redirect(`${paperCardPath(token)}?done=sent`);
  return { result, values: form instanceof FormData ? formValues(form) : undefined };
}

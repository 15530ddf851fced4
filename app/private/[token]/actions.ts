'use server';
/**
 * A school's match card actions. Next.js checks each server action's Origin against the host, and
 * proxy.ts refuses a foreign Origin or an oversized body before Next parses it (lib/cards/action-guard.ts
 * for a card, which may carry a photo). User mistakes come back as values (lib/cards/send.ts).
 */
import { visitorIp } from '@/lib/cards/visitor';
import { confirmCard as confirm, sendCard as send } from '@/lib/cards/send';
import type { CardActionResult } from '@/lib/cards/action-result';

/** The school's card for a match, or its own version when it disputes the other school's (the version `shown`). */
export async function sendCard(
  token: string,
  matchKey: string,
  kind: 'report' | 'dispute',
  shown: number | null,
  form: FormData,
): Promise<CardActionResult> {
  const how = kind === 'dispute' ? 'dispute' : 'report';
  const version = typeof shown === 'number' ? shown : undefined;
  return send(await visitorIp(), token, matchKey, how, form, new Date(), version);
}

/** Confirms the version of the other school's card that the page showed. */
export async function confirmCard(
  token: string,
  matchKey: string,
  versionId: number,
  key: string,
): Promise<CardActionResult> {
  return confirm(await visitorIp(), token, matchKey, Number(versionId), key);
}

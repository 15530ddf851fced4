'use server';
/**
 * The paper card's address's one action: the captain's card for its match. Guarded like the schools' card
 * actions (Next.js's Origin check, proxy.ts's body limits: it is a multipart post to a private path).
 */
import { visitorIp } from '@/lib/cards/visitor';
import { sendFromPaperCard } from '@/lib/cards/paper-card-address';
import type { CardActionResult } from '@/lib/cards/action-result';
import type { SchoolSide } from '@/lib/league/cards/state';

export async function sendPaperCard(
  token: string,
  side: SchoolSide,
  form: FormData,
): Promise<CardActionResult> {
  return sendFromPaperCard(await visitorIp(), token, side, form);
}

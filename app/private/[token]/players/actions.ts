'use server';
/**
 * The players' register's forms, as server actions that work without JavaScript too. Each write goes through
 * lib/source/players.ts (the private write path); a stored change answers with the register as it is now, a
 * refused addition with the form as it was sent.
 */
import { redirect } from 'next/navigation';
import { visitorIp } from '@/lib/cards/visitor';
import {
  addToRegister,
  CHECK_THE_PLAYER,
  keepForNextSeason,
  matchToPlayer,
  removeFromRegister,
  showPlayerName,
} from '@/lib/source/players';
import { checkPlayer, NAME_SHOWN, type PlayerField } from '@/lib/league/players/register';
import type { CardActionResult } from '@/lib/cards/action-result';
import { playersPath } from '@/components/players/paths';

export type AddPlayerState = { result: CardActionResult | null; values?: Record<PlayerField, string> };

const FIELDS: PlayerField[] = ['name', 'schoolYear', 'shown', 'ratingId'];

const valuesOf = (form: FormData) =>
  Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? '')])) as Record<PlayerField, string>;

export async function addPlayerForm(
  token: string,
  _state: AddPlayerState,
  form: FormData,
): Promise<AddPlayerState> {
  const values = valuesOf(form);
  const checked = checkPlayer(values);
  const result: CardActionResult = checked.ok
    ? await addToRegister({ token, ip: await visitorIp(), key: form.get('key') }, checked.player)
    : { status: 'invalid', message: CHECK_THE_PLAYER, errors: checked.problems };
  if (result.status === 'ok') redirect(`${playersPath(token)}?done=added`);
  return { result, values };
}

/** The register again, saying what was done, or why nothing was. */
function back(token: string, result: CardActionResult, done: string): never {
  const stale = result.status === 'error' && result.stale;
  const refused = stale ? 'changed' : result.status === 'invalid' ? 'invalid' : 'failed';
  redirect(`${playersPath(token)}?${result.status === 'ok' ? `done=${done}` : `refused=${refused}`}`);
}

export async function setShownForm(token: string, playerId: number, seen: number, form: FormData) {
  const shown = NAME_SHOWN.find((s) => s === form.get('shown')) ?? 'none';
  const sent = { token, ip: await visitorIp(), key: form.get('key') };
  back(token, await showPlayerName(sent, Number(playerId), Number(seen), shown), 'shown');
}

export async function removePlayerForm(token: string, playerId: number, seen: number, form: FormData) {
  const sent = { token, ip: await visitorIp(), key: form.get('key') };
  back(token, await removeFromRegister(sent, Number(playerId), Number(seen)), 'removed');
}

export async function keepForm(token: string, playerId: number, seen: number, keep: boolean, form: FormData) {
  const sent = { token, ip: await visitorIp(), key: form.get('key') };
  back(
    token,
    await keepForNextSeason(sent, Number(playerId), Number(seen), Boolean(keep)),
    keep ? 'kept' : 'unkept',
  );
}

/** A name typed on a card, counted as a registered player's: the form sends `<id>:<version>` of the player. */
export async function matchTypedForm(token: string, typed: string, form: FormData) {
  const [playerId, seen] = String(form.get('player') ?? '')
    .split(':')
    .map(Number);
  const sent = { token, ip: await visitorIp(), key: form.get('key') };
  const result: CardActionResult =
    Number.isInteger(playerId) && Number.isInteger(seen)
      ? await matchToPlayer(sent, playerId!, seen!, typed)
      : { status: 'invalid', message: CHECK_THE_PLAYER, errors: [] };
  back(token, result, 'matched');
}

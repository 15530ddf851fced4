import 'server-only';
/**
 * The players' register as the school's private page uses it (docs/privacy.md). It lives in the league's own
 * store: a site relaying to the league's API keeps no register, and sends its schools to the league's site.
 */
import { getDb } from '@/lib/db/server';
import { relaysToLeague } from '@/lib/deployment';
import type { PrivateLink } from '@/lib/db/queries/cards-links';
import type { Db } from '@/lib/db/types';
import { openPrivateLink } from './cards';
import {
  addPlayer,
  keepPlayer,
  matchTypedName,
  readRegister,
  removePlayer,
  setPlayerShown,
  type RegisteredPlayer,
  type RegisterWrite,
} from '@/lib/writes/players';
import { registerNames, zonesOfSchool } from '@/lib/writes/player-cards';
import { namesDeletionDay } from '@/lib/writes/player-retention';
import { runPrivateWrite } from '@/lib/writes/private-write';
import { cacheTags } from '@/lib/cache/tags';
import type { CardActionResult } from '@/lib/cards/action-result';
import type { NameShown, PlayerInput } from '@/lib/league/players/register';

export type { RegisteredPlayer };

export const REGISTER_NOT_RELAYED =
  'The players’ register is kept on the league’s own site: open the same address there to add or change players.';

export type RegisterPage =
  | { relayed: true }
  /** `deleteOn`: the day the season's names are deleted, but those kept for the next season. */
  | { relayed: false; link: PrivateLink; players: RegisteredPlayer[]; deleteOn: string };

/** A school's address's register; null for any other address, or none. */
export async function readRegisterPage(token: string): Promise<RegisterPage | null> {
  if (relaysToLeague()) return { relayed: true };
  const link = await schoolOfToken(token);
  if (!link) return null;
  const db = await getDb();
  const [players, deleteOn] = await Promise.all([readRegister(db, link), namesDeletionDay(db, link.year)]);
  return { relayed: false, link, players, deleteOn };
}

/** The school address a register's form is sent from: null for any other address, or on a relaying site. */
export async function schoolOfToken(token: string): Promise<PrivateLink | null> {
  if (relaysToLeague()) return null;
  const link = await openPrivateLink(token);
  return link?.kind === 'school' ? link : null;
}

const GONE =
  'This address opens no school’s register. Check the address, or ask the league’s office for a new one.';
export const CHECK_THE_PLAYER = 'Check the player’s details.';

function answerOf(written: RegisterWrite): CardActionResult {
  if (written.ok) return { status: 'ok' };
  if ('stale' in written) return { status: 'error', message: written.message, stale: true };
  return { status: 'invalid', message: CHECK_THE_PLAYER, errors: written.problems };
}

type Sent = { token: string; ip: string | null; key: unknown };
type Write = (db: Db, link: PrivateLink, key: string) => Promise<RegisterWrite>;

/** One change to a school's register, through the private write path (the key, allowances, the store away). */
const writeRegister = (sent: Sent, write: Write) =>
  runPrivateWrite({
    ip: sent.ip,
    key: sent.key,
    open: () => schoolOfToken(sent.token),
    gone: GONE,
    limit: 'register',
    act: async (db, link, key) => {
      const written = await write(db, link, key);
      // Public pages name players as the register says: the zones' pages (and their schools') are shown afresh.
      const fresh = written.ok && !written.repeated;
      const drop = fresh
        ? (await zonesOfSchool(db, link)).map((zone) => cacheTags.zone(link.year, zone))
        : [];
      return { answer: answerOf(written), drop };
    },
  });

export const addToRegister = (sent: Sent, player: PlayerInput) =>
  writeRegister(sent, (db, link, key) => addPlayer(db, link, player, key));

export const showPlayerName = (sent: Sent, playerId: number, seen: number, shown: NameShown) =>
  writeRegister(sent, (db, link, key) => setPlayerShown(db, link, { playerId, seen, key }, shown));

export const keepForNextSeason = (sent: Sent, playerId: number, seen: number, keep: boolean) =>
  writeRegister(sent, (db, link, key) => keepPlayer(db, link, { playerId, seen, key }, keep));

export const matchToPlayer = (sent: Sent, playerId: number, seen: number, typed: string) =>
  writeRegister(sent, (db, link, key) => matchTypedName(db, link, { playerId, seen, key }, typed));

export const removeFromRegister = (sent: Sent, playerId: number, seen: number) =>
  writeRegister(sent, (db, link, key) => removePlayer(db, link, { playerId, seen, key }));

/** Each school's register for a match card's boards; empty lists on a relaying site, or a school not known. */
export async function cardRegisters(
  year: number,
  home: string | null | undefined,
  away: string | null | undefined,
): Promise<{ home: string[]; away: string[] }> {
  if (relaysToLeague()) return { home: [], away: [] };
  const names = await registerNames(
    await getDb(),
    year,
    [home, away].filter((s): s is string => !!s),
  );
  return { home: (home && names.get(home)) || [], away: (away && names.get(away)) || [] };
}

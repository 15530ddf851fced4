import 'server-only';
/**
 * The players' register's writes (docs/privacy.md), each from a school's private address: add a player, change
 * what public pages may show, remove a player (the name leaves the store). Each is idempotent by its form's key
 * and names the version of the player it saw; a stale change is refused, never applied.
 */
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { playerEvents, players, privateLinks } from '@/lib/db/schema';
import { eraseFromCards } from './player-cards';
import type { Tx } from './match-rows';
import { schoolSlug } from '@/lib/league/school-slug';
import type { PrivateLink } from '@/lib/db/queries/cards-links';
import { nameKey } from '@/lib/league/eligibility';
import {
  NAME_MAX,
  REGISTER_MAX,
  spellingKeys,
  type NameShown,
  type PlayerInput,
  type PlayerProblem,
  type SchoolYear,
} from '@/lib/league/players/register';

/** A player as the school's own page shows them: never on a public page (./public-name.ts decides those). */
export type RegisteredPlayer = {
  id: number;
  name: string;
  schoolYear: SchoolYear;
  ratingId: string | null;
  /** Spellings typed on the school's cards that count as this player's. */
  alsoTyped: string[];
  shown: NameShown;
  /** Who last set `shown`: the school's coordinator, the league's office, or nobody yet (the default). */
  shownBy: 'school' | 'office' | null;
  shownAt: Date;
  /** Kept for the next season: the season's deletion of names passes this one by. */
  kept: boolean;
  version: number;
};

export type RegisterWrite =
  | { ok: true; repeated: boolean; playerId: number }
  | { ok: false; problems: PlayerProblem[] }
  | { ok: false; stale: true; message: string };

export const PLAYER_CHANGED =
  'This player was changed on another screen since this page was shown, so nothing was changed. The register below is as it is now.';
export const REGISTER_FULL = `A school’s register holds ${REGISTER_MAX} players a season. Remove a player who has left before adding another.`;
const ALREADY = (name: string) => `${name} is already on the register.`;
/** Spellings a player may carry: enough for a season's typos, not a list of names. */
export const TYPED_NAMES_MAX = 10;
const TOO_MANY_SPELLINGS = (name: string) =>
  `${name} already has ${TYPED_NAMES_MAX} other spellings. Add this one as a player, or ask the scorer to correct the card.`;
export const NOT_A_TYPED_NAME = 'Choose a name typed on one of your cards.';

/** A school's live players, by name. */
export async function readRegister(db: Db, link: PrivateLink): Promise<RegisteredPlayer[]> {
  const rows = await db
    .select({ player: players, by: privateLinks.kind })
    .from(players)
    .leftJoin(privateLinks, eq(privateLinks.id, players.shownBy))
    .where(
      and(
        eq(players.year, link.year),
        eq(players.school, schoolSlug(link.subject)),
        isNull(players.removedAt),
      ),
    )
    .orderBy(asc(sql`lower(${players.name})`), asc(players.id));
  return rows.map(({ player, by }) => ({
    id: player.id,
    name: player.name ?? '',
    schoolYear: player.schoolYear,
    ratingId: player.ratingId,
    alsoTyped: player.alsoTyped,
    shown: player.shown,
    shownBy: player.shownBy === null ? null : by === 'school' ? 'school' : 'office',
    shownAt: player.shownAt,
    kept: player.keptAt !== null,
    version: player.version,
  }));
}

/** The change an earlier form with this key made, if any: a retry or a double tap finds it. */
async function earlier(tx: Tx | Db, key: string) {
  const [row] = await tx.select().from(playerEvents).where(eq(playerEvents.idempotencyKey, key));
  return row ?? null;
}

const repeated = (event: { playerId: number }): RegisterWrite => ({
  ok: true,
  repeated: true,
  playerId: event.playerId,
});

/** A unique index refused the row (Drizzle wraps the driver's error, PGlite's and pg's alike). */
const uniqueViolation = (error: unknown): boolean =>
  error instanceof Error && ((error as { code?: string }).code === '23505' || uniqueViolation(error.cause));

/**
 * Two forms at once (the same key twice, or the same child from two screens) meet a unique index: the second is
 * run again, and then finds the first.
 */
async function onceMore<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!uniqueViolation(error)) throw error;
    return write();
  }
}

export async function addPlayer(
  db: Db,
  link: PrivateLink,
  input: PlayerInput,
  key: string,
  now = new Date(),
): Promise<RegisterWrite> {
  return onceMore(() =>
    db.transaction(async (tx) => {
      const done = await earlier(tx, key);
      if (done) return repeated(done);
      const school = and(
        eq(players.year, link.year),
        eq(players.school, schoolSlug(link.subject)),
        isNull(players.removedAt),
      );
      const [same] = await tx
        .select({ id: players.id })
        .from(players)
        .where(and(school, sql`lower(${players.name}) = lower(${input.name})`));
      if (same) {
        // The same form, committed since this one looked for its key (read committed), is a repeat.
        const late = await earlier(tx, key);
        if (late) return repeated(late);
        return { ok: false, problems: [{ field: 'name', message: ALREADY(input.name) }] };
      }
      const [{ live } = { live: 0 }] = await tx.select({ live: count() }).from(players).where(school);
      if (live >= REGISTER_MAX) return { ok: false, problems: [{ field: 'name', message: REGISTER_FULL }] };
      const [player] = await tx
        .insert(players)
        .values({
          year: link.year,
          school: schoolSlug(link.subject),
          name: input.name,
          schoolYear: input.schoolYear,
          ratingId: input.ratingId,
          shown: input.shown,
          shownBy: link.id,
          shownAt: now,
          addedAt: now,
        })
        .returning({ id: players.id });
      await tx.insert(playerEvents).values({
        idempotencyKey: key,
        playerId: player!.id,
        kind: 'added',
        shown: input.shown,
        linkId: link.id,
        createdAt: now,
      });
      return { ok: true, repeated: false, playerId: player!.id };
    }),
  );
}

type Change = { playerId: number; seen: number; key: string };

/** One change to a live player of the address's school, if it still is at the version the page showed. */
async function changePlayer(
  db: Db,
  link: PrivateLink,
  change: Change,
  kind: 'shown' | 'matched' | 'removed' | 'kept' | 'unkept',
  set: Partial<typeof players.$inferInsert>,
  shown: NameShown | null,
  now: Date,
  alsoInTx?: (tx: Tx) => Promise<void>,
): Promise<RegisterWrite> {
  return onceMore(() =>
    db.transaction(async (tx) => {
      const done = await earlier(tx, change.key);
      if (done) return repeated(done);
      const [changed] = await tx
        .update(players)
        .set({ ...set, version: sql`${players.version} + 1` })
        .where(
          and(
            eq(players.id, change.playerId),
            eq(players.year, link.year),
            eq(players.school, schoolSlug(link.subject)),
            eq(players.version, change.seen),
            isNull(players.removedAt),
          ),
        )
        .returning({ id: players.id });
      if (!changed) {
        // The same form, stored meanwhile, moved the version on: a repeat, not a stale page.
        const late = await earlier(tx, change.key);
        if (late) return repeated(late);
        return { ok: false, stale: true, message: PLAYER_CHANGED };
      }
      await alsoInTx?.(tx);
      await tx.insert(playerEvents).values({
        idempotencyKey: change.key,
        playerId: changed.id,
        kind,
        shown,
        linkId: link.id,
        createdAt: now,
      });
      return { ok: true, repeated: false, playerId: changed.id };
    }),
  );
}

export const setPlayerShown = (
  db: Db,
  link: PrivateLink,
  change: Change,
  shown: NameShown,
  now = new Date(),
) => changePlayer(db, link, change, 'shown', { shown, shownBy: link.id, shownAt: now }, shown, now);

/**
 * The right to delete: the name and rating ID leave the store, the register's row and every card that named
 * the player on the school's side alike (the one change a card's version ever takes). The row stays, without
 * a name, so the games keep their board.
 */
export async function removePlayer(db: Db, link: PrivateLink, change: Change, now = new Date()) {
  const [before] = await db
    .select({ name: players.name, alsoTyped: players.alsoTyped })
    .from(players)
    .where(and(eq(players.id, change.playerId), eq(players.school, schoolSlug(link.subject))));
  const erase = (tx: Tx) =>
    before?.name
      ? eraseFromCards(tx, link.year, schoolSlug(link.subject), spellingKeys(before))
      : Promise.resolve();
  const removed = { name: null, alsoTyped: [], ratingId: null, shown: 'none' as const, removedAt: now };
  return changePlayer(db, link, change, 'removed', removed, null, now, erase);
}

/**
 * Counts a spelling typed on the school's cards (someone not on the list) as this player's: their games on
 * those boards become theirs, and public pages name them as the player's choice allows. Refused when the
 * spelling already belongs to a live player of the school.
 */
export async function matchTypedName(
  db: Db,
  link: PrivateLink,
  change: Change,
  typed: string,
  now = new Date(),
): Promise<RegisterWrite> {
  const spelling = typed.trim().replace(/\s+/g, ' ');
  const problem = (message: string): RegisterWrite => ({ ok: false, problems: [{ field: 'name', message }] });
  if (!spelling || spelling.length > NAME_MAX) return problem(NOT_A_TYPED_NAME);
  const done = await earlier(db, change.key);
  if (done) return repeated(done);
  const live = await db
    .select({ id: players.id, name: players.name, alsoTyped: players.alsoTyped })
    .from(players)
    .where(
      and(
        eq(players.year, link.year),
        eq(players.school, schoolSlug(link.subject)),
        isNull(players.removedAt),
      ),
    );
  const taken = live.find((p) => spellingKeys(p).has(nameKey(spelling)));
  if (taken) {
    // The same form may have been stored since the first look: then it is a repeat, not a clash.
    const late = await earlier(db, change.key);
    return late ? repeated(late) : problem(`${spelling} already counts for ${taken.name}.`);
  }
  const player = live.find((p) => p.id === change.playerId);
  if (player && player.alsoTyped.length >= TYPED_NAMES_MAX)
    return problem(TOO_MANY_SPELLINGS(player.name ?? ''));
  return changePlayer(
    db,
    link,
    change,
    'matched',
    // The version the page saw guards the list: a match made meanwhile makes this one stale.
    { alsoTyped: [...(player?.alsoTyped ?? []), spelling] },
    null,
    now,
  );
}

/** Keeps a player's name past the season's deletion, for the next season (or stops keeping it). */
export const keepPlayer = (db: Db, link: PrivateLink, change: Change, keep: boolean, now = new Date()) =>
  changePlayer(db, link, change, keep ? 'kept' : 'unkept', { keptAt: keep ? now : null }, null, now);

/**
 * The contract's two match-card calls (docs/api-contract.md): a relaying site (LEAGUE_API_URL) reads a
 * school's private page and sends its card actions to the league, server to server with LEAGUE_API_KEY.
 * The page's answer is the league's own view (lib/db/queries/cards-read.ts) as JSON, dates as ISO strings;
 * these schemas check its frame and every card event (dates made Dates again), and leave the rest of a
 * match's facts as the league gave them.
 */
import { IDEMPOTENCY_KEY_PATTERN } from '@/lib/league/idempotency-key';
import { COMMENT_MAX, PLAYER_NAME_MAX } from '@/lib/league/cards/check';
import { BOARDS_PER_TEAM } from '@/lib/league/constants';
import { z } from 'zod';
import { CARD_EVENT_KINDS, CARD_SIDES, SCHOOL_CARD_ACTIONS } from '@/lib/league/cards/state';
import { LINK_KINDS } from '@/lib/league/cards/matches';
import { MAX_PHOTO_BYTES } from '@/lib/cards/photo-rules';
import type { CardMatchView, MatchCard, SchoolCards } from '@/lib/db/queries/cards-read';
import type { PrivateLink } from '@/lib/db/queries/cards-links';

/** A school's address as the relaying site names it: the hex SHA-256 of its token, never the token. */
export const linkHashSchema = z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 hex characters');

export const privatePageRequestSchema = z.object({
  link_hash: linkHashSchema,
  match_key: z.string().min(1).max(60).optional(),
});
export type PrivatePageRequest = z.infer<typeof privatePageRequestSchema>;

/** Which of a season's divisions the relaying site's zone page shows, for their matches awaiting confirmation. */
export const awaitingMatchesRequestSchema = z.object({
  year: z.number().int().min(1900).max(9999),
  division_codes: z
    .array(z.string().regex(/^[A-Za-z0-9_-]{1,12}$/, 'must be a division code'))
    .min(1)
    .max(60),
});
export type AwaitingMatchesRequest = z.infer<typeof awaitingMatchesRequestSchema>;

/** Matches reported and not yet confirmed or disputed: shown on the public draw without a score. */
export const awaitingMatchesSchema = z.array(
  z.object({
    division: z.string(),
    round: z.number().int(),
    home: z.number().int(),
    away: z.number().int(),
  }),
);
export type AwaitingMatch = z.infer<typeof awaitingMatchesSchema>[number];

/** A photo of a signed card, asked for through a school's address (its token's hash) whose match carries it. */
export const cardPhotoRequestSchema = z.object({
  link_hash: linkHashSchema,
  match_key: z.string().min(1).max(60),
  photo_id: z.number().int().positive(),
});
export type CardPhotoRequest = z.infer<typeof cardPhotoRequestSchema>;

/** The photo as the league keeps it (a JPEG re-encoded without metadata), base64. */
export const cardPhotoSchema = z.object({ jpeg: z.string().max(Math.ceil((MAX_PHOTO_BYTES * 4) / 3)) });

/** A card action's body: the cleaned photo (at most MAX_PHOTO_BYTES) as base64, and the rest of the card. */
export const MAX_CARD_EVENT_BYTES = Math.ceil((MAX_PHOTO_BYTES * 4) / 3) + 64 * 1024;

const names = z.array(z.string().max(PLAYER_NAME_MAX).nullable()).max(BOARDS_PER_TEAM);
export const matchCardEventRequestSchema = z.object({
  idempotency_key: z.string().regex(IDEMPOTENCY_KEY_PATTERN),
  link_hash: linkHashSchema,
  match_key: z.string().min(1).max(60),
  kind: z.enum(SCHOOL_CARD_ACTIONS),
  boards: z.array(z.string().max(20)).max(BOARDS_PER_TEAM).nullable(),
  players: z.object({ home: names, away: names }).nullable(),
  comment: z.string().max(COMMENT_MAX).nullable(),
  /** The league's event id of the version the school was shown (confirm, dispute); null when none. */
  version: z.number().int().nullable().optional(),
  /** Base64 of the already-cleaned JPEG, or null. */
  photo: z
    .string()
    .max(Math.ceil((MAX_PHOTO_BYTES * 4) / 3))
    .nullable(),
  sent_at: z.iso.datetime({ offset: true }),
});
export type MatchCardEventRequest = z.infer<typeof matchCardEventRequestSchema>;

/** What the league's store made of a card action. */
export const matchCardEventAnswerSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.enum(['stored', 'duplicate']), event_id: z.number().int(), state: z.string() }),
  z.object({
    outcome: z.literal('refused'),
    message: z.string(),
    /** Field-level messages (`board-2`, `photo`, …) when the card itself broke a rule. */
    errors: z.array(z.object({ field: z.string(), message: z.string() })),
  }),
]);
export type MatchCardEventAnswer = z.infer<typeof matchCardEventAnswerSchema>;

const isoDate = z.iso.datetime({ offset: true }).transform((text) => new Date(text));
const event = z
  .object({
    id: z.number().int(),
    kind: z.enum(CARD_EVENT_KINDS),
    side: z.enum(CARD_SIDES),
    linkId: z.number().int().nullable(),
    createdAt: isoDate,
    boards: z.array(z.string()).nullable(),
    comment: z.string().nullable(),
    photoId: z.number().int().nullable(),
    refEventId: z.number().int().nullable(),
  })
  .loose();
const published = z
  .object({ event: event.nullable(), version: event.nullable(), boards: z.array(z.string()).nullable() })
  .loose();
const state = z.union([
  z.object({ state: z.enum(['to-play', 'result-needed']) }).loose(),
  z.object({ state: z.literal('reported'), by: z.enum(['home', 'away']), version: event }).loose(),
  z.object({ state: z.literal('disputed'), report: event, dispute: event }).loose(),
  z.object({ state: z.literal('published'), published, locked: z.boolean() }).loose(),
]);
const team = z.object({ no: z.number().int(), name: z.string() }).loose();
const matchView = z
  .object({
    key: z.string(),
    viewer: z.enum(['home', 'away', 'official']),
    state,
    match: z
      .object({
        year: z.number().int(),
        division: z.string(),
        round: z.number().int(),
        home: z.number().int(),
        away: z.number().int(),
        zone: z.string(),
        date: z.string().nullable(),
        homeTeam: team,
        awayTeam: team,
      })
      .loose(),
  })
  .loose();

export const privatePageSchema = z.object({
  link: z.object({ kind: z.enum(LINK_KINDS), year: z.number().int(), subject: z.string() }),
  /** Without match_key, a school's link: its matches, the most urgent first. */
  school: z
    .object({ year: z.number().int(), school: z.string(), matches: z.array(matchView) })
    .nullable()
    .optional(),
  /** With match_key: the match's card and every event of its trail. */
  card: matchView
    .extend({ boards: z.array(z.object({ board: z.number().int() }).loose()), history: z.array(event) })
    .nullable()
    .optional(),
});

/** The page as the relaying site reads it: the league's views, typed as the store's own. */
export type PrivatePage = {
  link: Omit<PrivateLink, 'id'>;
  school?: SchoolCards | null;
  card?: MatchCard | null;
};
export type { CardMatchView };

/** The schema checks what the pages rely on; the rest of a view is the league's, passed on as given. */
export function privatePageFrom(data: z.infer<typeof privatePageSchema>): PrivatePage {
  return data as unknown as PrivatePage;
}

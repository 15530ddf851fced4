/**
 * Private addresses (docs/match-cards.md): made for a season's schools with teams, its zones' scorers and the
 * Director of Play; printed again from the link secret; rotated by revoking a row and adding one; checked by
 * hash alone, so any server can check an address without the secret.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { privateLinks } from '../schema';
import { DIRECTOR_SUBJECT } from './live-addresses';
import { linkToken, newSalt, tokenHash, TOKEN_PATTERN } from '../link-secret';
import { readCardSeason } from './cards-season';
import { LINK_KINDS, schoolSideOf, schoolsWithTeams, type LinkKind } from '@/lib/league/cards/matches';
import { matchKey } from '@/lib/league/cards/match-ref';
import { schoolSlug } from '@/lib/league/school-slug';
import { printableLine } from '@/lib/league/plain-text';

export { LINK_KINDS, type LinkKind };
export { DIRECTOR_SUBJECT };

/** A live private address's row: whose it is (a school's name, a zone's code, `-` for the Director of Play). */
export type PrivateLink = { id: number; year: number; kind: LinkKind; subject: string };
export type PrintedLink = PrivateLink & { token: string };

export type LinkRow = typeof privateLinks.$inferSelect;
type LinkKindOfRow = LinkRow['kind'];
type Reads = Pick<Db, 'select'>;

/** The live row a token names, of `kind` when given; null when the token is malformed, unknown or revoked. */
export async function liveLinkOfToken(
  db: Reads,
  token: string,
  kind?: LinkKindOfRow,
): Promise<LinkRow | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select()
    .from(privateLinks)
    .where(
      and(
        eq(privateLinks.tokenHash, tokenHash(token)),
        isNull(privateLinks.revokedAt),
        kind ? eq(privateLinks.kind, kind) : undefined,
      ),
    );
  return row ?? null;
}

/**
 * The live row of one subject's address, made from the link secret with a new salt when it has none. Two made
 * at once: the unique live index keeps one row, and both read it.
 */
export async function liveLinkOfSubject(
  db: Pick<Db, 'select' | 'insert'>,
  link: { year: number; kind: LinkKindOfRow; subject: string },
  secret: Buffer,
): Promise<LinkRow> {
  const live = and(
    eq(privateLinks.year, link.year),
    eq(privateLinks.kind, link.kind),
    eq(privateLinks.subject, link.subject),
    isNull(privateLinks.revokedAt),
  );
  const [found] = await db.select().from(privateLinks).where(live);
  if (found) return found;
  const salt = newSalt();
  await db
    .insert(privateLinks)
    .values({ ...link, salt, tokenHash: tokenHash(linkToken(secret, { ...link, salt })) })
    .onConflictDoNothing();
  const [made] = await db.select().from(privateLinks).where(live);
  return made!;
}
const linkOf = (row: LinkRow & { kind: LinkKind }): PrivateLink => ({
  id: row.id,
  year: row.year,
  kind: row.kind,
  subject: row.subject,
});
/** A paper card's (cards-paper-links.ts) or a parent's subscription's address opens no page of a school or desk. */
const isPageLink = (row: LinkRow): row is LinkRow & { kind: LinkKind } =>
  (LINK_KINDS as readonly string[]).includes(row.kind);

/** The link a token opens, or null for a token that is malformed, unknown or revoked. */
export async function resolvePrivateLink(db: Db, token: string): Promise<PrivateLink | null> {
  return TOKEN_PATTERN.test(token) ? resolveLinkHash(db, tokenHash(token)) : null;
}

/** The live link of a token's hash (a relaying site sends the hash, never the token); null when unknown or revoked. */
export async function resolveLinkHash(db: Db, hash: string): Promise<PrivateLink | null> {
  if (!/^[0-9a-f]{64}$/.test(hash)) return null;
  const [row] = await db
    .select()
    .from(privateLinks)
    .where(and(eq(privateLinks.tokenHash, hash), isNull(privateLinks.revokedAt)));
  return row && isPageLink(row) ? linkOf(row) : null;
}

export type LinksOutcome =
  { ok: true; links: PrintedLink[]; made: number; rotated: number } | { ok: false; errors: string[] };

export type LinksOptions = { rotateSchool?: string; rotateZone?: string; rotateDirector?: boolean };

/**
 * Every subject's live address for the season, made where missing and rotated where asked, with its token.
 * A token printed from another link secret than the one it was made with would not open the page: refused.
 */
export async function seasonLinks(
  db: Db,
  year: number,
  secret: Buffer,
  options: LinksOptions = {},
): Promise<LinksOutcome> {
  const season = await readCardSeason(db, year);
  if (!season) return { ok: false, errors: [`There is no season ${year} in the store.`] };
  const subjects: { kind: LinkKind; subject: string }[] = [
    ...schoolsWithTeams(season.divisions, season.schoolNames).map((s) => ({
      kind: 'school' as const,
      subject: s,
    })),
    ...season.zones.map((z) => ({ kind: 'scorer' as const, subject: z.code })),
    { kind: 'director', subject: DIRECTOR_SUBJECT },
  ];
  const wanted = (kind: LinkKind, subject: string) =>
    (kind === 'school' &&
      options.rotateSchool !== undefined &&
      schoolSlug(options.rotateSchool) === schoolSlug(subject)) ||
    (kind === 'scorer' && options.rotateZone === subject) ||
    (kind === 'director' && options.rotateDirector === true);
  if (
    options.rotateSchool !== undefined &&
    !subjects.some((s) => wanted('school', s.subject) && s.kind === 'school')
  )
    return { ok: false, errors: [`No school named "${options.rotateSchool}" has a team in season ${year}.`] };
  if (options.rotateZone !== undefined && !season.zones.some((z) => z.code === options.rotateZone))
    return { ok: false, errors: [`Season ${year} has no zone ${options.rotateZone}.`] };

  const cardKeysOf = (school: string) =>
    season.matches.filter((m) => schoolSideOf(m, school)).map((m) => matchKey(m));
  return db
    .transaction(async (tx) => {
      const live = await tx
        .select()
        .from(privateLinks)
        .where(and(eq(privateLinks.year, year), isNull(privateLinks.revokedAt)));
      const byKey = new Map(live.map((row) => [`${row.kind}:${row.subject}`, row]));
      const links: PrintedLink[] = [];
      const errors: string[] = [];
      let made = 0;
      let rotated = 0;
      for (const { kind, subject } of subjects) {
        let row = byKey.get(`${kind}:${subject}`);
        if (row && wanted(kind, subject)) {
          await tx.update(privateLinks).set({ revokedAt: new Date() }).where(eq(privateLinks.id, row.id));
          row = undefined;
          rotated += 1;
          // The school's printed paper cards go with it: a card reprinted from its new page gets a new address.
          if (kind === 'school') await revokeCardLinks(tx, year, cardKeysOf(subject));
        }
        if (!row) {
          const salt = newSalt();
          const token = linkToken(secret, { kind, year, subject, salt });
          [row] = await tx
            .insert(privateLinks)
            .values({ year, kind, subject, salt, tokenHash: tokenHash(token) })
            .returning();
          made += 1;
        }
        const token = linkToken(secret, { kind, year, subject, salt: row!.salt });
        if (tokenHash(token) !== row!.tokenHash) errors.push(`${kind} ${subject}`);
        else links.push({ id: row!.id, year, kind, subject, token });
      }
      if (errors.length)
        throw new LinkSecretMismatch(
          `These addresses were made with another link secret than this one (LINK_SECRET or DATA_DIR/link-secret): ${errors.join(', ')}. Use the secret they were made with, or rotate them.`,
        );
      return { ok: true as const, links, made, rotated };
    })
    .catch((error: unknown) => {
      if (error instanceof LinkSecretMismatch) return { ok: false as const, errors: [error.message] };
      throw error;
    });
}

class LinkSecretMismatch extends Error {}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Revokes the live paper-card addresses of these matches (`PA2~r7~1v8`). */
async function revokeCardLinks(tx: Tx, year: number, keys: string[]): Promise<void> {
  if (!keys.length) return;
  await tx
    .update(privateLinks)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(privateLinks.year, year),
        eq(privateLinks.kind, 'match'),
        inArray(privateLinks.subject, keys),
        isNull(privateLinks.revokedAt),
      ),
    );
}

/** The page a token opens, absolute: `{SITE_URL}/private/{token}`. */
export function privateAddress(
  token: string,
  siteUrl = process.env.SITE_URL || 'http://localhost:3000',
): string {
  return new URL(`/private/${token}`, siteUrl).href;
}

/** The tab-separated lines `npm run league -- links` prints: kind, subject, address. */
export function linkLines(links: readonly PrintedLink[], siteUrl?: string): string {
  return links
    .map((l) => `${l.kind}\t${printableLine(l.subject)}\t${privateAddress(l.token, siteUrl)}`)
    .join('\n');
}

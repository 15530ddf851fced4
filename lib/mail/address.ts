/**
 * The private address a message links to, made from the link secret when the message is sent (the outbox keeps
 * only whose address it is): the address's live row, its token from the secret, checked against the stored hash.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { privateLinks, type MailAddress } from '@/lib/db/schema';
import { linkToken, tokenHash } from '@/lib/db/link-secret';
import { privateAddress } from '@/lib/db/queries/cards-links';

/** `base`: the address itself, `href`: with the message's path after it. */
export type FilledAddress = { ok: true; href: string; base: string } | { ok: false; reason: string };

export async function fillAddress(
  db: Db,
  address: MailAddress,
  secret: Buffer,
  siteUrl?: string,
): Promise<FilledAddress> {
  const [row] = await db
    .select()
    .from(privateLinks)
    .where(
      address.linkId !== undefined
        ? and(eq(privateLinks.id, address.linkId), isNull(privateLinks.revokedAt))
        : and(
            eq(privateLinks.year, address.year),
            eq(privateLinks.kind, address.kind),
            eq(privateLinks.subject, address.subject),
            isNull(privateLinks.revokedAt),
          ),
    );
  if (!row)
    return {
      ok: false,
      reason:
        address.kind === 'subscriber'
          ? 'not sent: unsubscribed'
          : address.linkId !== undefined
            ? 'not sent: the address was changed before it was sent'
            : `not sent: ${address.subject} has no private address for ${address.year} yet (npm run league -- links ${address.year})`,
    };
  const token = linkToken(secret, { kind: row.kind, year: row.year, subject: row.subject, salt: row.salt });
  if (tokenHash(token) !== row.tokenHash)
    return {
      ok: false,
      reason:
        'not sent: this server has another link secret than the one the address was made with (LINK_SECRET)',
    };
  const base = privateAddress(token, siteUrl);
  return { ok: true, href: `${base}${address.path}`, base };
}

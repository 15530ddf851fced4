import 'server-only';
/**
 * Who may use the office: the Director of Play's live address on the league's own store, signed in with a
 * passkey (a live session from the office's cookie). Every action and download asks here itself; the page's
 * check is not enough, since a server action can be posted without the page.
 */
import { cookies, headers } from 'next/headers';
import type { Db } from '@/lib/db/types';
import { getDb } from '@/lib/db/server';
import { openPrivateLink } from '@/lib/source/cards';
import type { PrivateLink } from '@/lib/db/queries/cards-links';
import { countPasskeys, getSession, type OfficeSession } from '@/lib/writes/office';
import { OFFICE_COOKIE } from './session-cookie';
import { relyingPartyOf, type RelyingParty } from './relying-party';

export type OfficeVisit = {
  db: Db;
  link: PrivateLink;
  rp: RelyingParty | null;
  passkeys: number;
  session: OfficeSession | null;
};

/** The office's visit at this address; null when the address is not the Director of Play's (or is relayed). */
export async function officeVisit(token: string): Promise<OfficeVisit | null> {
  const link = await openPrivateLink(token);
  if (!link || link.kind !== 'director' || ('hash' in link && link.hash)) return null;
  const db = await getDb();
  const [jar, head] = await Promise.all([cookies(), headers()]);
  const [passkeys, session] = await Promise.all([
    countPasskeys(db),
    getSession(db, jar.get(OFFICE_COOKIE)?.value, link.id),
  ]);
  return { db, link, rp: relyingPartyOf(head), passkeys, session };
}

/** The visit when signed in with a passkey; null otherwise (the caller refuses with 403). */
export async function signedInOffice(
  token: string,
): Promise<(OfficeVisit & { session: OfficeSession }) | null> {
  const visit = await officeVisit(token);
  return visit?.session ? (visit as OfficeVisit & { session: OfficeSession }) : null;
}

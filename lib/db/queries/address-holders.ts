/**
 * Who a season's private addresses are mailed to (docs/mail.md): a school's coordinators on record
 * (cards-contacts.ts), a zone's scorer by the season's file. One read for the mail that sends addresses and for
 * the office's list that says where each went.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { seasons, zones } from '../schema';
import { getSchoolContacts } from './cards-contacts';
import { schoolSlug } from '@/lib/league/school-slug';

export type HeldAddress = { kind: string; subject: string };
export type ScorerZone = { code: string; name: string; scorerName: string | null; email: string | null };

export type AddressHolders = {
  /** The addresses an address is mailed to: the school's coordinators, or the zone's scorer; none on record, []. */
  recipients(link: HeldAddress): string[];
  /** The zone a scorer's address is for. */
  zone(code: string): ScorerZone | undefined;
};

export async function getAddressHolders(db: Db, year: number): Promise<AddressHolders> {
  const [contacts, zoneRows] = await Promise.all([
    getSchoolContacts(db, year),
    db
      .select({ code: zones.code, name: zones.name, scorerName: zones.scorerName, email: zones.scorerEmail })
      .from(zones)
      .innerJoin(seasons, eq(seasons.id, zones.seasonId))
      .where(eq(seasons.year, year)),
  ]);
  const byCode = new Map(
    zoneRows.map((z) => [
      z.code,
      { ...z, scorerName: z.scorerName?.trim() || null, email: z.email?.trim() || null },
    ]),
  );
  return {
    recipients(link) {
      if (link.kind === 'school') return (contacts.get(schoolSlug(link.subject)) ?? []).map((c) => c.email);
      const email = link.kind === 'scorer' ? byCode.get(link.subject)?.email : null;
      return email ? [email] : [];
    },
    zone: (code) => byCode.get(code),
  };
}

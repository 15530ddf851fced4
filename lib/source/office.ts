import { keepDays, namesRetention, type NamesRetention } from '@/lib/writes/player-retention';
import 'server-only';
/**
 * The office as its pages and downloads read it (docs/office.md), from the store for each request (never
 * cached): the season's entry requests, addresses, zones, passkeys, record and mail log; the two CSV files.
 */
import type { Db } from '@/lib/db/types';
import type { PrivateLink } from '@/lib/db/queries/cards-links';
import {
  getOfficeAddresses,
  getOfficeEntries,
  getOfficeRecord,
  getOfficeZones,
} from '@/lib/db/queries/office';
import { getEntryRequests } from '@/lib/db/queries/entries';
import { getAddressMail, type AddressMail } from '@/lib/db/queries/office-address-mail';
import type { OfficeAddress } from '@/lib/db/queries/office';
import { getMailLog } from '@/lib/db/queries/mail-log';
import { getCardAuditRows } from '@/lib/db/queries/cards-audit';
import { entriesCsv } from '@/lib/entry/csv';
import { cardsCsv } from '@/lib/cards/audit-csv';
import { getPasskeys } from '@/lib/writes/office';
import { getOfficeDraw } from '@/lib/db/queries/office-draw';
import { getOfficeSeason } from '@/lib/db/queries/office-season';

export type { OfficeEntry, OfficeRecord } from '@/lib/db/queries/office';
/** An address with who holds it and whether it was mailed. */
export type OfficeAddressView = OfficeAddress & { mail: AddressMail };
export type { MailLogEntry } from '@/lib/db/queries/mail-log';
export type { DrawZone, OfficeDraw } from '@/lib/db/queries/office-draw';
export type { OfficeSeason } from '@/lib/db/queries/office-season';
export type { NamesRetention };
export type OfficePasskeyView = { id: string; label: string; createdAt: Date; lastUsedAt: Date | null };

export async function readOffice(db: Db, link: PrivateLink) {
  const [entries, addresses, zones, passkeys, record, mail, names] = await Promise.all([
    getOfficeEntries(db, link.year),
    getOfficeAddresses(db, link.year),
    getOfficeZones(db, link.year),
    getPasskeys(db),
    getOfficeRecord(db),
    getMailLog(db),
    namesRetention(db),
  ]);
  const views: OfficePasskeyView[] = passkeys.map(({ id, label, createdAt, lastUsedAt }) => ({
    id,
    label,
    createdAt,
    lastUsedAt,
  }));
  const mailed = await getAddressMail(db, link.year, addresses);
  const withMail: OfficeAddressView[] = addresses.map((a) => ({ ...a, mail: mailed.get(a.id)! }));
  return { entries, addresses: withMail, zones, passkeys: views, record, mail, names, keepDays: keepDays() };
}

export async function officeEntriesCsv(db: Db, year: number): Promise<string> {
  return entriesCsv(await getEntryRequests(db, year));
}

export async function officeCardsCsv(db: Db, year: number): Promise<string> {
  return cardsCsv(await getCardAuditRows(db, year));
}

/** The draw page: the season's zones, their drafts, the schools to place (docs/office.md). */
export function readOfficeDraw(db: Db, link: PrivateLink) {
  return getOfficeDraw(db, link.year);
}

/** The season page: the entry windows and the zones' scorers. */
export function readOfficeSeason(db: Db, link: PrivateLink) {
  return getOfficeSeason(db, link.year);
}

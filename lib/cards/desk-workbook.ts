import 'server-only';
/**
 * The zone workbook (docs/workbook.md) from the scorer's desk: download the zone's, upload an edited one,
 * see the dry run's changes, then confirm. A scorer's workbook must be its own zone's; the import is the
 * bundle's own (lib/db/workbook.ts), and its caches are dropped everywhere as an import's are.
 */
import type { Db } from '@/lib/db/client';
import { getDb, storeUnreachable } from '@/lib/db/server';
import { resolvePrivateLink, type PrivateLink } from '@/lib/db/queries/cards-links';
import { exportWorkbook, importWorkbook, previewWorkbookImport } from '@/lib/db/workbook';
import { checkRate } from '@/lib/api/rate-limit';
import { tagsOfChanges } from '@/lib/cache/tags';
import { invalidateEverywhere } from '@/lib/cache/broadcast';
import { readWorkbook } from '@/lib/workbook/xlsx';
import { sizeProblem } from '@/lib/workbook/zip-check';
import { workbookIdentity } from '@/lib/league/workbook/read';
import { zoneChanges } from '@/lib/league/workbook/zone-changes';
import { OFFICIAL_GONE } from './official';

/** `summary` and `lines` in the zone scorer's words (lib/league/workbook/zone-changes.ts); no lines: no change. */
export type WorkbookAnswer =
  | { status: 'preview' | 'imported'; summary: string; lines: string[] }
  | { status: 'error'; message: string; errors?: string[] };

const STORE_AWAY =
  'The league’s data store is not answering, so nothing was changed. Please try again in a minute.';

type OfficialLink = PrivateLink & { kind: 'scorer' | 'director' };

async function official(db: Db, token: unknown): Promise<OfficialLink | null> {
  const link = typeof token === 'string' ? await resolvePrivateLink(db, token) : null;
  return link && link.kind !== 'school' ? { ...link, kind: link.kind } : null;
}

/** The zone's workbook for a download, or null when the address may not have it. */
export async function deskWorkbook(token: string, zone: string | undefined) {
  const db = await getDb();
  const link = await official(db, token);
  if (!link) return null;
  const wanted = link.kind === 'scorer' ? link.subject : zone;
  if (!wanted) return null;
  return exportWorkbook(db, link.year, wanted);
}

/** Checks an uploaded workbook and previews it (`confirm` false) or imports it (`confirm` true). */
export async function uploadWorkbook(
  ip: string | null,
  token: unknown,
  file: unknown,
  confirm: boolean,
): Promise<WorkbookAnswer> {
  try {
    const visitor = await checkRate('cards', ip);
    if (!visitor.ok) return { status: 'error', message: visitor.message };
    const db = await getDb();
    const link = await official(db, token);
    if (!link) return { status: 'error', message: OFFICIAL_GONE };
    const address = await checkRate('card-links', `link:${link.id}`);
    if (!address.ok) return { status: 'error', message: address.message };
    if (!(file instanceof Blob) || file.size === 0)
      return { status: 'error', message: 'Choose the zone’s workbook (.xlsx) to upload.' };
    const tooLarge = sizeProblem(file.size);
    if (tooLarge) return { status: 'error', message: tooLarge };
    const bytes = Buffer.from(await file.arrayBuffer());
    const read = await readWorkbook(bytes);
    if (!read.ok) return { status: 'error', message: 'The workbook was not read.', errors: read.errors };
    const named = workbookIdentity(read.sheets);
    if (!named.ok) return { status: 'error', message: 'The workbook was not read.', errors: named.errors };
    if (named.year !== link.year || (link.kind === 'scorer' && named.zone !== link.subject))
      return {
        status: 'error',
        message: `This is the workbook of zone ${named.zone}, season ${named.year}: this address may upload only its own zone's (${link.kind === 'scorer' ? link.subject : 'any zone'}, season ${link.year}). Nothing was changed.`,
      };
    const result = confirm
      ? await importWorkbook(db, bytes, link.kind)
      : await previewWorkbookImport(db, bytes, link.kind);
    if (!result.ok) return { status: 'error', message: 'Nothing was changed.', errors: result.errors };
    if (confirm && result.changed) await invalidateEverywhere(db, tagsOfChanges(result.changed));
    return { status: confirm ? 'imported' : 'preview', ...zoneChanges(result.zone, result.changes, confirm) };
  } catch (error) {
    const retry = storeUnreachable(error);
    if (retry === null) throw error;
    return { status: 'error', message: STORE_AWAY };
  }
}

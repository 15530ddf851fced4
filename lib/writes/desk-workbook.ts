import 'server-only';
/**
 * The zone workbook (docs/workbook.md) from the scorer's desk: download the zone's, upload an edited one,
 * see the dry run's changes, then confirm. A scorer's workbook must be its own zone's; the import is the
 * bundle's own (lib/db/workbook.ts), and its caches are dropped everywhere as an import's are.
 */
import type { Db } from '@/lib/db/types';
import { getDb, storeUnreachable } from '@/lib/db/server';
import { resolvePrivateLink, type PrivateLink } from '@/lib/db/queries/cards-links';
import { exportWorkbook, runWorkbookUpload } from '@/lib/db/workbook';
import { checkRate } from '@/lib/api/rate-limit';
import { tagsOfChanges } from '@/lib/cache/tags';
import { invalidateEverywhere } from '@/lib/cache/broadcast';
import { sizeProblem } from '@/lib/workbook/zip-check';
import { workbookWords, type WorkbookWords } from './workbook-text';
import { OFFICIAL_GONE, STORE_AWAY } from './texts';

/** In the zone scorer's words (lib/writes/workbook-text.ts); no lines: nothing to change. */
export type WorkbookAnswer =
  | ({ status: 'preview' | 'imported' } & WorkbookWords)
  | { status: 'error'; message: string; errors?: string[] };

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

/**
 * Checks an uploaded workbook and previews it (`confirm` false) or imports it (`confirm` true): `key` is the
 * form's (the same upload sent twice applies once), `reason` the official's for corrections of published results.
 */
export async function uploadWorkbook(
  ip: string | null,
  token: unknown,
  file: unknown,
  confirm: boolean,
  { key, reason }: { key?: string; reason?: string | null } = {},
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
    const outcome = await runWorkbookUpload(db, Buffer.from(await file.arrayBuffer()), {
      dryRun: !confirm,
      by: { side: link.kind, linkId: link.id },
      key,
      reason: reason?.trim() || null,
      only: { year: link.year, ...(link.kind === 'scorer' ? { zone: link.subject } : {}) },
    });
    if (!outcome.ok)
      return 'notYours' in outcome && outcome.notYours
        ? { status: 'error', message: outcome.notYours }
        : {
            status: 'error',
            message: 'The workbook was not read. Nothing was changed.',
            errors: outcome.errors,
          };
    if (confirm && outcome.changed.length) await invalidateEverywhere(db, tagsOfChanges(outcome.changed));
    return { status: confirm ? 'imported' : 'preview', ...workbookWords(outcome, confirm) };
  } catch (error) {
    const retry = storeUnreachable(error);
    if (retry === null) throw error;
    return { status: 'error', message: STORE_AWAY };
  }
}

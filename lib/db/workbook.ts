/**
 * The zone workbook against the store (docs/workbook.md): its download (the zone's sheets and, hidden, the
 * versions it was downloaded with) and the command that checks and imports an upload through the write path
 * (lib/writes/workbook-upload.ts). Pages call these with the uploaded bytes; the command line through the commands.
 */
import crypto from 'node:crypto';
import type { Db } from '@/lib/db/types';
import type { CommandResult } from './command-result';
import { readZoneSeason } from './queries/zone-season';
import { isSeasonYear, SEASON_YEAR_MESSAGE } from '@/lib/league/season-year';
import { baseOf, baseSheet } from '@/lib/league/workbook/base';
import { zoneWorkbook } from '@/lib/league/workbook/layout';
import { workbookIdentity } from '@/lib/league/workbook/read';
import { readWorkbook, writeWorkbook } from '@/lib/workbook/xlsx';
import { sizeProblem } from '@/lib/workbook/zip-check';
import { uploadZoneWorkbook, type Uploader, type UploadOutcome } from '@/lib/writes/workbook-upload';
import { workbookMessage } from '@/lib/writes/workbook-text';
import { EXPIRED } from '@/lib/writes/texts';
import { isIdempotencyKey } from '@/lib/league/idempotency-key';

/** The command line's forms; the workbook travels base64 in them (the server takes commands as JSON). */
export type WorkbookCommand =
  | { name: 'workbook-export'; year: number; zone: string }
  | { name: 'workbook-import'; data: string; dryRun?: boolean; reason?: string; key?: string };

export type WorkbookFile = { ok: true; bytes: Buffer; fileName: string } | { ok: false; errors: string[] };

/** The zone's workbook as an .xlsx file, carrying the versions it shows. */
export async function exportWorkbook(db: Db, year: number, zone: string): Promise<WorkbookFile> {
  if (!isSeasonYear(year)) return { ok: false, errors: [SEASON_YEAR_MESSAGE] };
  const stored = await readZoneSeason(db, year, zone);
  if (!stored) return { ok: false, errors: [`Season ${year} has no zone ${zone}.`] };
  const laid = zoneWorkbook(stored.bundle, zone);
  if (!laid.ok) return { ok: false, errors: [laid.error] };
  const base = baseSheet(baseOf(stored.bundle.divisions, stored.versions));
  return {
    ok: true,
    bytes: await writeWorkbook({ ...laid.workbook, hidden: [base] }),
    fileName: `${year}-${zone}.xlsx`,
  };
}

export type WorkbookUpload = {
  dryRun: boolean;
  by: Uploader;
  /** The upload form's key; the command line makes one per run. */
  key?: string;
  reason?: string | null;
  /** Only this season and zone (a scorer's address). */
  only?: { year: number; zone?: string };
};

/** Reads an uploaded workbook and applies (or, in a dry run, lists) what its official typed. */
export async function runWorkbookUpload(
  db: Db,
  bytes: Buffer,
  upload: WorkbookUpload,
): Promise<UploadOutcome | { ok: false; errors: string[]; notYours?: string }> {
  if (upload.key !== undefined && !isIdempotencyKey(upload.key)) return { ok: false, errors: [EXPIRED] };
  const read = await readWorkbook(bytes);
  if (!read.ok) return read;
  const named = workbookIdentity(read.sheets);
  if (!named.ok) return named;
  const { only } = upload;
  if (only && (named.year !== only.year || (only.zone !== undefined && named.zone !== only.zone)))
    return {
      ok: false,
      errors: [],
      notYours: `This is the workbook of zone ${named.zone}, season ${named.year}: this address may upload only its own zone's (${only.zone ?? 'any zone'}, season ${only.year}). Nothing was changed.`,
    };
  return uploadZoneWorkbook(db, read.sheets, named, {
    dryRun: upload.dryRun,
    by: upload.by,
    key: upload.key ?? crypto.randomBytes(12).toString('base64url'),
    reason: upload.reason ?? null,
  });
}

export async function runWorkbookCommand(db: Db, command: WorkbookCommand): Promise<CommandResult> {
  if (command.name === 'workbook-export') {
    if (typeof command.zone !== 'string' || !/^[A-Za-z0-9][A-Za-z0-9_-]{0,15}$/.test(command.zone))
      return { ok: false, errors: ['zone must be a zone code (1 to 16 letters, digits, - or _).'] };
    const file = await exportWorkbook(db, command.year, command.zone);
    if (!file.ok) return file;
    return {
      ok: true,
      message: `Exported the workbook of zone ${command.zone}, season ${command.year}.`,
      output: { fileName: file.fileName, base64: file.bytes.toString('base64') },
    };
  }
  if (typeof command.data !== 'string') return { ok: false, errors: ['data must be the workbook, base64.'] };
  // Refused before decoding: base64 is four characters for three bytes.
  const tooLarge = sizeProblem(Math.floor((command.data.length * 3) / 4));
  if (tooLarge) return { ok: false, errors: [tooLarge] };
  const outcome = await runWorkbookUpload(db, Buffer.from(command.data, 'base64'), {
    dryRun: command.dryRun === true,
    by: { side: 'league', linkId: null },
    reason: typeof command.reason === 'string' ? command.reason : null,
    key: typeof command.key === 'string' ? command.key : undefined,
  });
  if (!outcome.ok) return { ok: false, errors: outcome.errors };
  const { applied, refused } = outcome;
  return {
    ok: true,
    message: workbookMessage(outcome, command.dryRun === true),
    output: { applied, refused },
    // A dry run changed nothing: nothing for the caches, and no word about them.
    ...(command.dryRun === true ? {} : { changed: outcome.changed }),
  };
}

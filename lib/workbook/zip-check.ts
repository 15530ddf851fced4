/**
 * An uploaded workbook checked as a zip before any spreadsheet code reads it: a bounded size, a bounded
 * number of parts, each part's size as its central directory states it and as it really inflates
 * (a zip bomb can state small sizes), and no macros or links to other workbooks.
 */
import type { CentralDirectoryFile } from 'unzipper';

export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
/** A zone's workbook is some tens of kilobytes unzipped; these leave room for Excel's own parts. */
export const MAX_UNZIPPED_BYTES = 16 * 1024 * 1024;
export const MAX_PART_BYTES = 4 * 1024 * 1024;
/** A worksheet of a division: a few hundred cells; 100,000 rows is far beyond this. */
export const MAX_SHEET_PART_BYTES = 1024 * 1024;
export const MAX_PARTS = 300;

const NOT_XLSX = 'This is not an Excel workbook (.xlsx): save it from Excel as "Excel Workbook (*.xlsx)".';
const MACROS =
  'The workbook holds macros (an .xlsm workbook); save it as "Excel Workbook (*.xlsx)", without macros.';
const LINKS = 'The workbook links to other workbooks (external links); remove the links and save it again.';
const mb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

function limitOf(file: CentralDirectoryFile): number {
  return /^xl\/worksheets\/[^/]+\.xml$/i.test(file.path) ? MAX_SHEET_PART_BYTES : MAX_PART_BYTES;
}

/** Inflates one part, counting, and gives up once it passes `limit` bytes. */
function inflatedSize(file: CentralDirectoryFile, limit: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const stream = file.stream();
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stream.destroy();
        resolve(size);
      }
    });
    stream.on('end', () => resolve(size));
    stream.on('error', reject);
  });
}

/** Why an upload of `length` bytes is refused unread, or null. */
export function sizeProblem(length: number): string | null {
  if (length <= MAX_UPLOAD_BYTES) return null;
  return `The workbook is ${mb(length)}; a zone's workbook may be at most ${mb(MAX_UPLOAD_BYTES)}.`;
}

/** Null when the bytes may go to the spreadsheet reader, else why not. */
export async function zipProblem(bytes: Buffer): Promise<string | null> {
  const tooLarge = sizeProblem(bytes.length);
  if (tooLarge) return tooLarge;
  if (bytes.subarray(0, 4).toString('latin1') !== 'PK\x03\x04') return NOT_XLSX;
  // Loaded here, not at the top: loading it took 0.15 s of every command line run, whatever the command.
  const { Open } = await import('unzipper');
  let files: CentralDirectoryFile[];
  try {
    files = (await Open.buffer(bytes)).files;
  } catch {
    return NOT_XLSX;
  }
  if (files.length > MAX_PARTS)
    return `The workbook has ${files.length} parts; a zone's workbook has far fewer.`;
  const paths = files.map((f) => f.path.replace(/^\//, ''));
  if (!paths.includes('xl/workbook.xml') || !paths.includes('[Content_Types].xml')) return NOT_XLSX;
  if (paths.some((p) => /vbaProject\.bin$/i.test(p))) return MACROS;
  if (paths.some((p) => /^xl\/externalLinks\//i.test(p))) return LINKS;
  const stated = files.reduce((sum, f) => sum + f.uncompressedSize, 0);
  const tooBig = files.find((f) => f.uncompressedSize > limitOf(f));
  if (stated > MAX_UNZIPPED_BYTES || tooBig)
    return `The workbook unzips to more than a zone's workbook can hold (${tooBig ? `${tooBig.path}: ${mb(tooBig.uncompressedSize)}` : mb(stated)}); it is refused.`;
  let total = 0;
  for (const file of files) {
    if (file.type !== 'File') continue;
    let size: number;
    try {
      size = await inflatedSize(file, Math.min(limitOf(file), file.uncompressedSize));
    } catch {
      return NOT_XLSX;
    }
    total += size;
    if (size > file.uncompressedSize || total > MAX_UNZIPPED_BYTES)
      return `The workbook's part ${file.path} unzips to more than it states (a zip bomb?); it is refused.`;
  }
  // The parts' types, read only now that every part is known to be small.
  const types = (
    await files.find((f) => f.path.replace(/^\//, '') === '[Content_Types].xml')!.buffer()
  ).toString('utf8');
  if (/macroEnabled|vbaProject/i.test(types)) return MACROS;
  if (/externalLink/i.test(types)) return LINKS;
  return null;
}

/**
 * The cost of one write on a store (npm run bench -- --large, "Writes"): a school's confirmation of a reported
 * card, and a zone scorer's workbook upload changing one result of zone E, each timed one at a time through
 * the write path, in milliseconds. Run by bench/lib/writes.mjs on a copy of each store while no server holds it:
 *   tsx --conditions=react-server scripts/write-cost.ts DATA_DIR SAMPLES
 * Prints one JSON line: { confirm: number[], upload: number[] }.
 */
import ExcelJS from 'exceljs';
import { performance } from 'node:perf_hooks';
import { openStore } from '../lib/db/client';
import { resolvePrivateLink, seasonLinks } from '../lib/db/queries/cards-links';
import { exportWorkbook, runWorkbookUpload } from '../lib/db/workbook';
import { getZoneCards } from '../lib/db/queries/cards-read';
import { sendCardAction } from '../lib/writes/card-actions';

const [dataDir, samplesText] = process.argv.slice(2);
const SAMPLES = Number(samplesText ?? 10);
const YEAR = 2026;
const ZONE = 'E';
const SECRET = Buffer.from('bench-write-cost-link-secret-0123456789');
const REPORT = { boards: ['1-0', '½-½', '1-0', '0-1'] };

async function main() {
  const store = await openStore({ databaseUrl: null, dataDir: dataDir!, role: 'cli' });
  const { db } = store;
  const links = await seasonLinks(db, YEAR, SECRET);
  if (!links.ok) throw new Error(links.errors.join('\n'));
  const resolve = (subject: string) =>
    resolvePrivateLink(db, links.links.find((l) => l.subject === subject)!.token);
  const director = (await resolve('-'))!;
  const zone = (await getZoneCards(db, director, new Date(), ZONE))!;
  const late = zone.matches.filter((m) => m.state.state === 'result-needed').slice(0, SAMPLES);
  const confirm: number[] = [];
  for (const [i, view] of late.entries()) {
    const home = (await resolve(view.match.homeTeam.school!.name))!;
    const away = (await resolve(view.match.awayTeam.school!.name))!;
    const report = await sendCardAction(db, home, {
      matchKey: view.key,
      kind: 'report',
      idempotencyKey: `bench-report-${i}-${Date.now()}`,
      card: REPORT,
    });
    if (!report.ok) throw new Error(report.errors[0]!.message);
    const started = performance.now();
    const done = await sendCardAction(db, away, {
      matchKey: view.key,
      kind: 'confirm',
      idempotencyKey: `bench-confirm-${i}-${Date.now()}`,
      refEventId: report.event.id,
    });
    confirm.push(performance.now() - started);
    if (!done.ok) throw new Error(done.errors[0]!.message);
  }
  const upload: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const file = await exportWorkbook(db, YEAR, ZONE);
    if (!file.ok) throw new Error(file.errors.join('\n'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes as unknown as ArrayBuffer);
    // The zone's first sheet, its first team's round 1: 3 and 1 by turns, so each upload changes one result.
    book.worksheets[0]!.getCell('C6').value = i % 2 ? 1 : 3;
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const started = performance.now();
    const outcome = await runWorkbookUpload(db, bytes, {
      dryRun: false,
      by: { side: 'league', linkId: null },
      reason: 'bench',
    });
    upload.push(performance.now() - started);
    if (!outcome.ok || outcome.applied.length !== 1)
      throw new Error(`upload ${i}: ${JSON.stringify(outcome).slice(0, 400)}`);
  }
  await store.close();
  console.log(JSON.stringify({ confirm, upload }));
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

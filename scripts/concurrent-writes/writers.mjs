/**
 * The writers of the concurrency run, each a loop until the deadline, on whichever server it picks: schools
 * reporting, confirming, disputing and correcting their cards; the zone's scorer and the Director of Play
 * publishing, entering and correcting on the desk; scorers importing their zone's workbook (some from a
 * download left open a while); the league importing another season. Pages are read and forms posted as a
 * browser without JavaScript does. Every answer is logged: acknowledged (with the key it stored under) or
 * refused (with its words).
 */
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { command } from '../multi-server/site.mjs';
import { alertsOf, getPage, postForm, postForms } from './forms.mjs';

const CHOICES = ['1-0', '½-½', '0-1'];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const boards = () => Array.from({ length: 4 }, () => pick(CHOICES));
const boardFields = (chosen) => chosen.map((choice, i) => [`board-${i + 1}`, choice]);
const keyOf = (form) => form.hidden.find(([name]) => name === 'key')?.[1] ?? null;

/** What a posted form's answer says: stored (a redirect to `?done=`), refused for a change since (`?refused=`), or the page's alert. */
function outcomeOf(answer) {
  if (answer.location?.includes('done=')) return { ok: true };
  if (/[?&](refused|changed)=/.test(answer.location ?? ''))
    return { ok: false, stale: true, message: answer.location };
  const alerts = alertsOf(answer.html);
  return { ok: false, message: alerts.join(' | ') || `status ${answer.status}` };
}

/** Posts a form once, or twice (a double tap: the second must store nothing more), and logs the answer. */
async function send(log, who, url, form, fields) {
  const key = keyOf(form);
  const twice = Math.random() < 0.2;
  const first = outcomeOf(await postForm(url, form, fields));
  if (twice) await postForm(url, form, fields).catch(() => undefined);
  log.push({ who, url: url.replace(/\/private\/[^/]+/, '/private/[token]'), key, ...first, twice });
  return first;
}

/** A school's writer: its matches' pages, and whatever each offers (report, a corrected card, confirm, dispute). */
export async function schoolWriter({ log, servers, token, name, matches, deadline }) {
  while (Date.now() < deadline) {
    const server = pick(servers);
    const key = pick(matches);
    const base = `${server.url}/private/${token}/match/${key}`;
    const page = await getPage(base).catch(() => null);
    if (!page || page.status !== 200) {
      await sleep(500);
      continue;
    }
    let forms = postForms(page.html);
    let url = base;
    // A card the other school reported: confirm it, or (a third of the time) dispute it with other boards.
    if (forms.some((f) => f.submit === 'Confirm result') && Math.random() < 0.34) {
      url = `${base}?dispute=1`;
      forms = postForms((await getPage(url).catch(() => ({ html: '' }))).html);
    } else if (/href="[^"]*\?correct=1"/.test(page.html) && Math.random() < 0.5) {
      url = `${base}?correct=1`;
      forms = postForms((await getPage(url).catch(() => ({ html: '' }))).html);
    }
    const form = forms.find((f) => ['Send result', 'Dispute', 'Confirm result'].includes(f.submit));
    if (form) {
      // Read, then sent a little later: another writer may have changed the match meanwhile.
      await sleep(200 + Math.random() * 1200);
      const fields = form.submit === 'Confirm result' ? [] : boardFields(boards());
      if (form.submit === 'Dispute') fields.push(['comment', 'Board results differ from our sheet.']);
      await send(log, `${name} ${form.submit}`, url, form, fields);
    }
    await sleep(300 + Math.random() * 1000);
  }
}

/** An official's writer on the desk: a match's page, and its publish, enter or correct form. */
export async function officialWriter({ log, servers, token, name, matches, deadline }) {
  while (Date.now() < deadline) {
    const server = pick(servers);
    const key = pick(matches);
    const url = `${server.url}/private/${token}/desk/${key}`;
    const page = await getPage(url).catch(() => null);
    if (page?.status === 200) {
      const forms = postForms(page.html);
      const publish = forms.filter((f) => f.submit.startsWith('Publish ') && f.submit.endsWith('version'));
      const entry = forms.find(
        (f) => f.submit === 'Publish this result' || f.submit === 'Publish the corrected result',
      );
      const form = publish.length && Math.random() < 0.7 ? pick(publish) : entry;
      if (form) {
        await sleep(200 + Math.random() * 1200);
        const fields =
          form === entry ? [...boardFields(boards()), ['comment', 'Checked against the signed card']] : [];
        await send(log, `${name} ${form.submit}`, url, form, fields);
      }
    }
    await sleep(500 + Math.random() * 1500);
  }
}

/** A zone's workbook with one team's round score typed over (`sheet!cell` gets `points`), as a spreadsheet saves it. */
async function typed(base64, sheetName, cell, points) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(base64, 'base64'));
  book.getWorksheet(sheetName).getCell(cell).value = points;
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

/**
 * A zone scorer importing the zone's workbook through the league command (as `npm run league -- workbook
 * import` hands it to a server): downloaded, left open `staleMs`, one score typed, imported with a reason.
 */
export async function workbookWriter({ log, servers, zone, sheet, cells, staleMs, deadline, n }) {
  let round = 0;
  while (Date.now() < deadline) {
    const server = pick(servers);
    const exported = await command(server, { name: 'workbook-export', year: 2026, zone }).catch(() => null);
    if (!exported) {
      await sleep(1000);
      continue;
    }
    await sleep(staleMs * Math.random());
    const cell = pick(cells);
    const points = pick([0, 1, 1.5, 2, 2.5, 3, 4]);
    const data = await typed(exported.output.base64, sheet, cell, points);
    const key = `workbook-run-${n}-${(round += 1)}-${Date.now()}`;
    const answer = await command(pick(servers), {
      name: 'workbook-import',
      data,
      key,
      reason: 'Scorer checked the sheets',
    }).catch((error) => ({ ok: false, errors: [error.message] }));
    log.push({
      who: `workbook ${zone}`,
      key,
      cell: `${sheet}!${cell}`,
      ok: answer.ok,
      applied: answer.output?.applied ?? [],
      refused: answer.output?.refused ?? [],
      message: answer.ok ? undefined : answer.errors?.join(' | '),
    });
    await sleep(500 + Math.random() * 1500);
  }
}

/** The league importing another season (2025) again and again while the rest write to 2026. */
export async function importWriter({ log, servers, root, deadline }) {
  const file = JSON.parse(fs.readFileSync(path.join(root, 'demo', 'season-2025.json'), 'utf8'));
  let flip = false;
  while (Date.now() < deadline) {
    // Each time a notice that differs, so the import has something to record.
    flip = !flip;
    const document = { ...file, notes: [...(file.notes ?? []), flip ? 'Import run A.' : 'Import run B.'] };
    const answer = await command(pick(servers), { name: 'import', document }).catch((error) => ({
      ok: false,
      errors: [error.message],
    }));
    log.push({
      who: 'league import 2025',
      ok: answer.ok,
      message: answer.ok ? undefined : answer.errors?.join(' | '),
    });
    await sleep(1000 + Math.random() * 2000);
  }
}

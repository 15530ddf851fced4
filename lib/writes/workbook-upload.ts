/**
 * A zone workbook's upload (docs/workbook.md): what the official typed, taken against what the workbook was
 * downloaded from (its hidden `Versions` sheet), applied match by match through the one result write. A cell
 * whose match changed since the download is listed with what changed it and when, never applied; a published
 * result changes only as a correction with a reason. Reads and writes only the zone's rows, so two zones'
 * workbooks never wait for or undo each other.
 */
import type { Db } from '@/lib/db/types';
import type { SeasonChanges } from '@/lib/db/command-result';
import { readZoneSeason } from '@/lib/db/queries/zone-season';
import { byMatch, seasonEvents } from '@/lib/db/queries/result-versions';
import type { Division, MatchResult } from '@/lib/league/bundle';
import { publishedHow } from '@/lib/league/cards/card-text';
import { matchKey, parseMatchKey } from '@/lib/league/cards/match-ref';
import { cardState, newestVersion } from '@/lib/league/cards/state';
import { formatLongDate } from '@/lib/league/dates';
import { cellKey, cellName, shownText, type ReadSheet } from '@/lib/league/workbook/cells';
import { asDownloaded, BASE_SHEET, readBase, type WorkbookBase } from '@/lib/league/workbook/base';
import { zoneWorkbook } from '@/lib/league/workbook/layout';
import { applyWorkbook } from '@/lib/league/workbook/read';
import { leagueToday } from '@/lib/league/today';
import { moveRound } from './publish';
import { cardMatchOf, liveMatches, lockLiveMatch, type Tx } from './match-rows';
import { writeInTransaction } from './result-write';
import { scoreText, versionText, whenText } from './texts';

/** Who uploads: a scorer or the Director of Play from the desk, or the league from the command line. */
export type Uploader = { side: 'scorer' | 'director' | 'league'; linkId: number | null };

export type UploadOptions = {
  dryRun: boolean;
  by: Uploader;
  /** One per upload form (a retry or a double tap applies it once). */
  key: string;
  /** Why the workbook corrects published results; without it those cells are listed, not applied. */
  reason?: string | null;
  now?: Date;
};

/** One cell's outcome: `PA2!E7` and what happened to it, in words for the official. */
export type CellLine = { cell: string; text: string; kind?: 'date' };

export type UploadOutcome =
  | {
      ok: true;
      year: number;
      zone: string;
      applied: CellLine[];
      refused: CellLine[];
      changed: SeasonChanges[];
    }
  | { ok: false; errors: string[] };

type Wanted = {
  key: string;
  cell: string;
  division: Division;
  round: number;
  home: string;
  away: string;
  result: MatchResult | null;
  seen: number | null;
};

const score = (r: MatchResult | null | undefined) => (r ? { home: r.home, away: r.away } : null);
const sameScore = (a: MatchResult | null | undefined, b: MatchResult | null | undefined) =>
  JSON.stringify(score(a)) === JSON.stringify(score(b));
const keyPart = (key: string) => key.replace(/~/g, '-');

/**
 * The score and date cells of each team in each round, named as a spreadsheet names them, with whether the
 * official typed over it (its value differs from the workbook as downloaded).
 */
function laidCells(
  layoutSheets: ReturnType<typeof zoneWorkbook>,
  sheets: readonly ReadSheet[],
): Map<string, { name: string; typed: boolean }> {
  const cells = new Map<string, { name: string; typed: boolean }>();
  if (!layoutSheets.ok) return cells;
  for (const sheet of layoutSheets.workbook.sheets) {
    const read = sheets.find((s) => s.name === sheet.name);
    for (const cell of sheet.cells) {
      const name = cellName(sheet.name, cell.row, cell.col);
      const typed = shownText(read?.cells.get(cellKey(cell.row, cell.col))) !== shownText(cell.value);
      if (cell.role.kind === 'score')
        cells.set(`${sheet.name}:${cell.role.round}:${cell.role.team}`, { name, typed });
      if (cell.role.kind === 'date') cells.set(`${sheet.name}:${cell.role.round}:date`, { name, typed });
    }
  }
  return cells;
}

/** The cells an official typed for a pairing (one, or both), else the home team's. */
function pairingCell(
  cells: ReturnType<typeof laidCells>,
  division: string,
  round: number,
  home: number,
  away: number,
) {
  const both = [cells.get(`${division}:${round}:${home}`), cells.get(`${division}:${round}:${away}`)].filter(
    (c): c is { name: string; typed: boolean } => c !== undefined,
  );
  const typed = both.filter((c) => c.typed);
  return (typed.length ? typed : both.slice(0, 1)).map((c) => c.name).join(' and ');
}

export async function uploadZoneWorkbook(
  db: Db,
  sheets: readonly ReadSheet[],
  identity: { year: number; zone: string },
  options: UploadOptions,
): Promise<UploadOutcome> {
  const now = options.now ?? new Date();
  const { year, zone } = identity;
  const stored = await readZoneSeason(db, year, zone);
  if (!stored) return { ok: false, errors: [`Season ${year} has no zone ${zone}.`] };
  const base: WorkbookBase | null = readBase(
    sheets.find((s) => s.name === BASE_SHEET),
    year,
  );
  const current = stored.bundle.divisions;
  const downloaded = base ? asDownloaded(current, base) : current;
  const laidBundle = { ...stored.bundle, divisions: downloaded };
  const read = applyWorkbook(
    laidBundle,
    zone,
    sheets.filter((s) => s.name !== BASE_SHEET),
  );
  if (!read.ok) return read;
  const cells = laidCells(zoneWorkbook(laidBundle, zone), sheets);
  const codes = current.map((d) => d.code);
  const events = byMatch(await seasonEvents(db, year, codes));
  const rows = new Map((await liveMatches(db, year, codes)).map((r) => [matchKey(r), cardMatchOf(r)]));
  const today = leagueToday(now);
  const applied: CellLine[] = [];
  const refused: CellLine[] = [];
  const wanted: Wanted[] = [];
  const dates: { cell: string; division: string; round: number; date: string | null }[] = [];

  for (const division of read.bundle.divisions.filter((d) => d.zone === zone)) {
    const before = downloaded.find((d) => d.code === division.code)!;
    const inStore = current.find((d) => d.code === division.code)!;
    for (const round of division.rounds) {
      const was = before.rounds.find((r) => r.n === round.n)!;
      const isNow = inStore.rounds.find((r) => r.n === round.n)!;
      if (round.date !== was.date) {
        const cell =
          cells.get(`${division.code}:${round.n}:date`)?.name ?? `${division.code} round ${round.n}`;
        if (isNow.date !== was.date)
          refused.push({
            cell,
            text: `the date of round ${round.n} changed since your download (now ${isNow.date ? formatLongDate(isNow.date) : 'none'}); download the workbook again to change it.`,
          });
        else dates.push({ cell, division: division.code, round: round.n, date: round.date });
      }
      round.pairings.forEach((pairing, i) => {
        if (typeof pairing.away !== 'number') return;
        const then = was.pairings[i]!;
        if (sameScore(pairing.result, then.result)) return;
        const key = matchKey({
          division: division.code,
          round: round.n,
          home: pairing.home,
          away: pairing.away,
        });
        const team = (no: number) => division.teams.find((t) => t.no === no)?.name ?? String(no);
        wanted.push({
          key,
          cell: pairingCell(cells, division.code, round.n, pairing.home, pairing.away as number) || key,
          division,
          round: round.n,
          home: team(pairing.home),
          away: team(pairing.away as number),
          result: pairing.result ?? null,
          seen: base ? (base.matches.get(key)?.version ?? 0) : null,
        });
      });
    }
  }

  const accepted: Wanted[] = [];
  for (const w of wanted) {
    const list = events.get(w.key) ?? [];
    const newest = newestVersion(list);
    const latest = list.find((e) => e.id === newest);
    const match = `${w.division.code} round ${w.round}, ${w.home} v ${w.away}`;
    const row = rows.get(w.key);
    if (latest && row && (w.seen === null || w.seen !== newest)) {
      refused.push({
        cell: w.cell,
        text:
          w.seen === null
            ? `${match}: this workbook does not say which results it was downloaded with, and the match has a result on the site; download the workbook again to change it.`
            : `${match}: changed since your download by ${versionText(latest, row)}, ${whenText(latest.createdAt)}; download the workbook again to change it.`,
      });
      continue;
    }
    const state = cardState(list, { date: null }, today);
    if (state.state === 'published' && !options.reason) {
      refused.push({
        cell: w.cell,
        text: `${match}: corrects a result ${publishedHow(state.published, null, zone)}; give a reason for the corrections to change it.`,
      });
      continue;
    }
    accepted.push(w);
    applied.push({
      cell: w.cell,
      text: w.result
        ? `${match}: ${scoreText(w.result)}${state.state === 'published' ? `, was ${scoreText(state.published.result)}` : ''}.`
        : `${match}: result removed.`,
    });
  }
  for (const d of dates)
    applied.push({
      cell: d.cell,
      kind: 'date',
      text: `${d.division} round ${d.round} on ${d.date ? formatLongDate(d.date) : 'no date'}.`,
    });
  if (options.dryRun || (!accepted.length && !dates.length))
    return { ok: true, year, zone, applied, refused, changed: [] };

  const changed: SeasonChanges[] = [];
  const late: CellLine[] = [];
  await db.transaction(async (tx: Tx) => {
    // Every match row first, in one order: a card sent meanwhile waits for this upload, or this upload for it.
    const order = [...accepted].sort((a, b) => a.key.localeCompare(b.key));
    for (const w of order) await lockLiveMatch(tx, parseMatchKey(year, w.key)!);
    for (const w of order) {
      const done = await writeInTransaction(tx, {
        ref: parseMatchKey(year, w.key)!,
        kind: 'workbook',
        linkId: options.by.linkId,
        idempotencyKey: `workbook-${options.key}-${keyPart(w.key)}`,
        seenVersion: w.seen ?? 0,
        comment: options.reason ?? null,
        now,
        prepare: () => ({ side: options.by.side, result: w.result }),
      });
      if (done.ok) changed.push(...done.changed);
      else late.push({ cell: w.cell, text: done.message });
    }
    for (const d of dates) {
      const moved = await moveRound(tx, year, d.division, d.round, d.date, now);
      if (moved) changed.push(moved);
    }
  });
  const lateCells = new Set(late.map((l) => l.cell));
  return {
    ok: true,
    year,
    zone,
    applied: applied.filter((a) => !lateCells.has(a.cell)),
    refused: [...refused, ...late],
    changed,
  };
}

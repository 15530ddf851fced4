/**
 * A match's published result into its division's draw: the read model pages and the season export read. Only
 * the match's own division row is locked, read and written, and compared by the import's own comparison, so
 * the change record, the calendar versions, the school lines and the caches to drop follow from one list, and
 * a write in one division never waits for, reads or undoes one in another.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { divisions, matches, schoolLines, seasonChanges, seasons, zones } from '@/lib/db/schema';
import type { SeasonChanges } from '@/lib/db/command-result';
import { fingerprint } from '@/lib/db/queries/season-before';
import { recordMatchVersions } from './calendar-versions';
import { divisionOf } from '@/lib/db/queries/records';
import type { Division, MatchResult, SeasonBundle } from '@/lib/league/bundle';
import { partialSeason } from '@/lib/league/partial-season';
import { recordOf } from '@/lib/league/change-text';
import { diffSeasons, type SeasonChange } from '@/lib/league/season-diff';
import { withDivisionStanding } from '@/lib/league/school-lines';
import type { MatchRef } from '@/lib/league/cards/match-ref';
import type { Tx } from './match-rows';
import { queueResultMail } from './subscriber-mail';

const seasonIdOf = (year: number) => sql`(select id from ${seasons} where ${seasons.year} = ${year})`;

/** A season holding one division and its zone: enough for the import's comparison of that division. */
const divisionSeason = (year: number, zone: SeasonBundle['zones'][number], division: Division) =>
  partialSeason({ year, zones: [zone], divisions: [division] });

/** The division's draw locked for this transaction (other divisions stay free). */
async function lockDivision(tx: Tx, year: number, code: string) {
  const [row] = await tx
    .select()
    .from(divisions)
    .where(and(eq(divisions.seasonId, seasonIdOf(year)), eq(divisions.code, code)))
    .for('update');
  return row ?? null;
}

/**
 * Edits one division's draw under its row lock, compares it before and after with the import's comparison,
 * and records what changed (in `describe`'s words where it has some), the calendar versions and the school
 * lines. Null when the division is gone or the edit changed nothing.
 */
async function editDivision(
  tx: Tx,
  year: number,
  code: string,
  edit: (draw: Division) => boolean,
  describe: (change: SeasonChange) => string | null,
  at: Date,
): Promise<SeasonChanges | null> {
  const row = await lockDivision(tx, year, code);
  if (!row) return null;
  const before = divisionOf(row);
  const after = structuredClone(before);
  if (!edit(after)) return null;
  const [zone] = await tx
    .select({ code: zones.code, name: zones.name, region: zones.regionCode, competition: zones.competition })
    .from(zones)
    .where(and(eq(zones.seasonId, row.seasonId), eq(zones.code, row.zoneCode)));
  const zoneRecord = zone ?? { code: row.zoneCode, name: row.zoneCode, region: '', competition: 'primary' };
  const changes = diffSeasons(
    divisionSeason(year, zoneRecord, before),
    divisionSeason(year, zoneRecord, after),
  );
  if (!changes.length) return null;
  const { code: _c, name: _n, no: _no, zone: _z, grade: _g, ...draw } = after;
  await tx
    .update(divisions)
    .set({ draw, fingerprint: fingerprint(after) })
    .where(eq(divisions.id, row.id));
  const record = recordOf(changes, at, describe);
  if (record)
    await tx
      .insert(seasonChanges)
      .values({ year, at, items: record.items })
      .onConflictDoUpdate({
        target: [seasonChanges.year, seasonChanges.at],
        set: { items: sql`${seasonChanges.items} || excluded.items` },
      });
  await recordMatchVersions(tx, divisionSeason(year, zoneRecord, after));
  await placeSchools(tx, row.seasonId, after, changes);
  return { year, changes };
}

/**
 * Writes `result` (null: none) as the draw's result of the match and records the change in `text`'s words.
 * Null when the draw no longer has the match or already shows that result.
 */
export async function publishResult(
  tx: Tx,
  ref: MatchRef,
  result: MatchResult | null,
  text: string,
  at: Date,
): Promise<SeasonChanges | null> {
  let published = null as Division | null;
  const edit = (division: Division) => {
    const pairing = division.rounds
      .find((r) => r.n === ref.round)
      ?.pairings.find((p) => p.home === ref.home && p.away === ref.away);
    if (!pairing) return false;
    if (result) pairing.result = result;
    else delete pairing.result;
    published = division;
    return true;
  };
  const ours = (c: SeasonChange) =>
    (c.kind === 'results-posted' || c.kind === 'result-corrected') && c.round === ref.round;
  const done = await editDivision(tx, ref.year, ref.division, edit, (c) => (ours(c) ? text : null), at);
  // Parents who asked for the school's results are told in the same transaction (docs/mail.md).
  if (done && result && published) await queueResultMail(tx, ref, published, result, at);
  return done;
}

/** A round's date (the workbook's), in the draw and on the round's match rows. */
export async function moveRound(
  tx: Tx,
  year: number,
  code: string,
  round: number,
  date: string | null,
  at: Date,
): Promise<SeasonChanges | null> {
  const edit = (division: Division) => {
    const found = division.rounds.find((r) => r.n === round);
    if (!found || found.date === date) return false;
    found.date = date;
    return true;
  };
  const changed = await editDivision(tx, year, code, edit, () => null, at);
  if (changed)
    await tx
      .update(matches)
      .set({ date })
      .where(
        and(
          eq(matches.year, year),
          eq(matches.division, code),
          eq(matches.round, round),
          isNull(matches.withdrawnAt),
        ),
      );
  return changed;
}

/** The school lines of the schools the change touches, their teams in this division placed anew. */
async function placeSchools(tx: Tx, seasonId: number, division: Division, changes: SeasonChange[]) {
  const slugs = [
    ...new Set(changes.flatMap((c) => c.parts.filter((p) => p.startsWith('school:')).map((p) => p.slice(7)))),
  ];
  if (!slugs.length) return;
  const lines = await tx
    .select({ slug: schoolLines.slug, summary: schoolLines.summary })
    .from(schoolLines)
    .where(and(eq(schoolLines.seasonId, seasonId), inArray(schoolLines.slug, slugs)));
  for (const line of lines) {
    if (!line.summary) continue;
    const summary = withDivisionStanding(line.summary, division);
    if (JSON.stringify(summary) !== JSON.stringify(line.summary))
      await tx
        .update(schoolLines)
        .set({ summary })
        .where(and(eq(schoolLines.seasonId, seasonId), eq(schoolLines.slug, line.slug)));
  }
}

/**
 * A match's published result into its division's draw: the read model pages and the season export read. Only
 * the match's own division row is locked, read and written, and compared by the import's own comparison, so
 * the change record, the calendar versions, the school lines and the caches to drop follow from one list, and
 * a write in one division never waits for, reads or undoes one in another.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { divisions, schoolLines, seasonChanges, seasons, zones } from '@/lib/db/schema';
import type { SeasonChanges } from '@/lib/db/command-result';
import { fingerprint } from '@/lib/db/queries/season-before';
import { recordMatchVersions } from '@/lib/db/queries/match-versions';
import { divisionOf } from '@/lib/db/queries/records';
import { BUNDLE_FORMAT, type Division, type MatchResult, type SeasonBundle } from '@/lib/league/bundle';
import { recordOf } from '@/lib/league/change-text';
import { diffSeasons, type SeasonChange } from '@/lib/league/season-diff';
import { withDivisionStanding } from '@/lib/league/school-lines';
import { COMPETITION_MODES } from '@/lib/league/constants';
import type { MatchRef } from '@/lib/league/cards/match-ref';
import type { Tx } from './match-rows';

const seasonIdOf = (year: number) => sql`(select id from ${seasons} where ${seasons.year} = ${year})`;

/** A season holding one division and its zone: enough for the import's comparison of that division. */
function divisionSeason(year: number, zone: SeasonBundle['zones'][number], division: Division): SeasonBundle {
  const closed = { cutoff_date: null, commence_date: null, invitation_active: false, price: 0 };
  return {
    format: BUNDLE_FORMAT,
    year,
    demo: false,
    active: false,
    published: false,
    info_block_hidden: false,
    home_white_boards: [2, 4],
    entry: Object.fromEntries(COMPETITION_MODES.map((m) => [m, closed])) as SeasonBundle['entry'],
    regions: [],
    zones: [zone],
    divisions: [division],
    finals: [],
    round_robin_finals: null,
    history: {} as SeasonBundle['history'],
    schools: [],
  };
}

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
  const row = await lockDivision(tx, ref.year, ref.division);
  if (!row) return null;
  const before = divisionOf(row);
  const after = structuredClone(before);
  const pairing = after.rounds
    .find((r) => r.n === ref.round)
    ?.pairings.find((p) => p.home === ref.home && p.away === ref.away);
  if (!pairing) return null;
  if (result) pairing.result = result;
  else delete pairing.result;
  const [zone] = await tx
    .select({ code: zones.code, name: zones.name, region: zones.regionCode, competition: zones.competition })
    .from(zones)
    .where(and(eq(zones.seasonId, row.seasonId), eq(zones.code, row.zoneCode)));
  const zoneRecord = zone ?? { code: row.zoneCode, name: row.zoneCode, region: '', competition: 'primary' };
  const changes = diffSeasons(
    divisionSeason(ref.year, zoneRecord, before),
    divisionSeason(ref.year, zoneRecord, after),
  );
  if (!changes.length) return null;
  const { code: _c, name: _n, no: _no, zone: _z, grade: _g, ...draw } = after;
  await tx
    .update(divisions)
    .set({ draw, fingerprint: fingerprint(after) })
    .where(eq(divisions.id, row.id));
  const ours = (c: SeasonChange) =>
    (c.kind === 'results-posted' || c.kind === 'result-corrected') && c.round === ref.round;
  const record = recordOf(changes, at, (c) => (ours(c) ? text : null));
  if (record)
    await tx
      .insert(seasonChanges)
      .values({ year: ref.year, at, items: record.items })
      .onConflictDoUpdate({
        target: [seasonChanges.year, seasonChanges.at],
        set: { items: sql`${seasonChanges.items} || excluded.items` },
      });
  await recordMatchVersions(tx, divisionSeason(ref.year, zoneRecord, after));
  await placeSchools(tx, row.seasonId, after, changes);
  return { year: ref.year, changes };
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

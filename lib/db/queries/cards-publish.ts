/**
 * Publishing a card's result: written into the division's draw as an import would write it, compared with
 * the season before by the import's own comparison (so the change record, the calendar versions, the school
 * lines and the caches to drop all follow from one list), in the caller's transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { divisions, seasonChanges } from '../schema';
import type { SeasonChanges } from '../command-result';
import { exportSeason } from './season-export';
import { fingerprint } from './season-before';
import { recordMatchVersions } from './match-versions';
import { rewriteSchoolLines } from './school-pages';
import type { MatchResult, SeasonBundle } from '@/lib/league/bundle';
import { recordOf } from '@/lib/league/change-text';
import { diffSeasons, type SeasonChange } from '@/lib/league/season-diff';
import { seasonDrawsOf } from '@/lib/league/school-fixtures';
import type { MatchRef } from '@/lib/league/cards/match-ref';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Serialises card actions of one season across servers (and with each other on PGlite). */
export async function lockSeasonCards(tx: Tx | Db, year: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7302615, ${year})`);
}

/** The changes of one match's result in the draw, or null when the draw no longer has that match. */
export async function writeMatchResult(
  tx: Tx,
  ref: MatchRef,
  result: MatchResult | null,
  text: string,
  at: Date,
): Promise<SeasonChanges | null> {
  const before = await exportSeason(tx as unknown as Db, ref.year, { withChanges: false });
  if (!before) return null;
  const after = structuredClone(before) as SeasonBundle;
  const division = after.divisions.find((d) => d.code === ref.division);
  const pairing = division?.rounds
    .find((r) => r.n === ref.round)
    ?.pairings.find((p) => p.home === ref.home && p.away === ref.away);
  if (!division || !pairing) return null;
  if (result) pairing.result = result;
  else delete pairing.result;
  const { code, name: _name, no: _no, zone: _zone, grade: _grade, ...draw } = division;
  const [season] = await tx
    .update(divisions)
    .set({ draw, fingerprint: fingerprint(division) })
    .where(
      and(
        eq(divisions.code, code),
        sql`${divisions.seasonId} = (select id from seasons where year = ${ref.year})`,
      ),
    )
    .returning({ seasonId: divisions.seasonId });
  const changes = diffSeasons(before, after);
  const ours = (c: SeasonChange) =>
    c.group === ref.division &&
    (c.kind === 'results-posted' || c.kind === 'result-corrected') &&
    c.round === ref.round;
  const record = recordOf(changes, at, (c) => (ours(c) ? text : null));
  if (record) {
    await tx
      .insert(seasonChanges)
      .values({ year: ref.year, at, items: record.items })
      .onConflictDoUpdate({
        target: [seasonChanges.year, seasonChanges.at],
        set: { items: sql`${seasonChanges.items} || excluded.items` },
      });
  }
  // Only this division's matches and schools can have changed: the versions and lines of the rest stay.
  await recordMatchVersions(tx, { ...after, divisions: [division], finals: [], round_robin_finals: null });
  const slugs = new Set(
    changes.flatMap((c) =>
      c.parts.filter((p) => p.startsWith('school:')).map((p) => p.slice('school:'.length)),
    ),
  );
  await rewriteSchoolLines(tx as unknown as Db, season!.seasonId, seasonDrawsOf(after), slugs);
  return { year: ref.year, changes };
}

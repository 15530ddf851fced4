/**
 * Match rows (docs/architecture.md, "The write path"): every match of a season with a stable id. An import
 * (or the draw maker's) brings them in line with its draw; a write reads and locks the one row it changes.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { matches } from '@/lib/db/schema';
import { COUNTRY_SECONDARY_GRADE } from '@/lib/league/constants';
import { matchKey, type MatchRef } from '@/lib/league/cards/match-ref';
import type { CardMatch, CardTeam } from '@/lib/league/cards/matches';
import { schoolSlug } from '@/lib/league/school-slug';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type MatchRow = typeof matches.$inferSelect;

const teamOf = (no: number, name: string, school: string | null): CardTeam => ({
  no,
  name,
  school: school ? { name: school, slug: schoolSlug(school), by: 'bundle' } : null,
});

/** A row as the card rules see it; `result` is the published one, which the caller folds from its versions. */
export function cardMatchOf(row: MatchRow): CardMatch {
  return {
    year: row.year,
    division: row.division,
    round: row.round,
    home: row.home,
    away: row.away,
    zone: row.zone,
    grade: row.grade,
    competition: row.competition,
    knockout: row.grade === COUNTRY_SECONDARY_GRADE,
    date: row.date,
    homeTeam: teamOf(row.home, row.homeTeam, row.homeSchool),
    awayTeam: teamOf(row.away, row.awayTeam, row.awaySchool),
    result: null,
  };
}

const live = (ref: MatchRef) =>
  and(
    eq(matches.year, ref.year),
    eq(matches.division, ref.division),
    eq(matches.round, ref.round),
    eq(matches.home, ref.home),
    eq(matches.away, ref.away),
    isNull(matches.withdrawnAt),
  );

/** The match a key names now, or null (no such pairing, or withdrawn by an import). */
export async function liveMatch(db: Db | Tx, ref: MatchRef): Promise<MatchRow | null> {
  const [row] = await db.select().from(matches).where(live(ref));
  return row ?? null;
}

/** The same, locked until the transaction ends: writers of one match take turns, writers of others do not wait. */
export async function lockLiveMatch(tx: Tx, ref: MatchRef): Promise<MatchRow | null> {
  const [row] = await tx.select().from(matches).where(live(ref)).for('update');
  return row ?? null;
}

export async function matchesById(db: Db | Tx, ids: readonly number[]): Promise<Map<number, MatchRow>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select()
    .from(matches)
    .where(inArray(matches.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Every match row of a season, withdrawn ones too. */
export function seasonMatchRows(db: Db | Tx, year: number): Promise<MatchRow[]> {
  return db.select().from(matches).where(eq(matches.year, year));
}

/** A season's live matches, or those of some divisions. */
export async function liveMatches(
  db: Db | Tx,
  year: number,
  divisionCodes?: readonly string[],
): Promise<MatchRow[]> {
  if (divisionCodes && !divisionCodes.length) return [];
  return db
    .select()
    .from(matches)
    .where(
      and(
        eq(matches.year, year),
        isNull(matches.withdrawnAt),
        divisionCodes ? inArray(matches.division, [...divisionCodes]) : undefined,
      ),
    );
}

type Facts = Pick<
  MatchRow,
  'zone' | 'grade' | 'competition' | 'date' | 'homeSchool' | 'awaySchool' | 'homeTeam' | 'awayTeam'
>;
const factsOf = (m: CardMatch): Facts => ({
  zone: m.zone,
  grade: m.grade as MatchRow['grade'],
  competition: m.competition,
  date: m.date,
  homeSchool: m.homeTeam.school?.name ?? null,
  awaySchool: m.awayTeam.school?.name ?? null,
  homeTeam: m.homeTeam.name,
  awayTeam: m.awayTeam.name,
});
const sameFacts = (row: MatchRow, facts: Facts) =>
  (Object.keys(facts) as (keyof Facts)[]).every((k) => row[k] === facts[k]);
const teamsKey = (ref: MatchRef, home: string, away: string) => `${matchKey(ref)}|${home}|${away}`;

/**
 * Brings a season's match rows in line with its draw, in the import's transaction: a pairing whose two teams
 * are unchanged keeps its row (and its versions); one that is new, or whose numbers now hold other teams, gets
 * a row (an earlier withdrawn row of the same teams is taken back); a row the draw no longer has is withdrawn.
 * Returns the live rows by match key.
 */
export async function syncSeasonMatches(
  tx: Tx,
  year: number,
  drawn: readonly CardMatch[],
  now: Date,
): Promise<Map<string, MatchRow>> {
  const rows = await seasonMatchRows(tx, year);
  const liveByKey = new Map(rows.filter((r) => !r.withdrawnAt).map((r) => [matchKey(r), r]));
  const withdrawnByTeams = new Map(
    rows.filter((r) => r.withdrawnAt).map((r) => [teamsKey(r, r.homeTeam, r.awayTeam), r]),
  );
  const result = new Map<string, MatchRow>();
  const withdraw: number[] = [];
  const updates: { id: number; facts: Facts; revive: boolean }[] = [];
  const inserts: (Facts & MatchRef)[] = [];
  for (const m of drawn) {
    const key = matchKey(m);
    const facts = factsOf(m);
    const current = liveByKey.get(key);
    if (current && current.homeTeam === facts.homeTeam && current.awayTeam === facts.awayTeam) {
      liveByKey.delete(key);
      if (!sameFacts(current, facts)) updates.push({ id: current.id, facts, revive: false });
      result.set(key, { ...current, ...facts });
      continue;
    }
    const earlier = withdrawnByTeams.get(teamsKey(m, facts.homeTeam, facts.awayTeam));
    if (earlier) {
      updates.push({ id: earlier.id, facts, revive: true });
      result.set(key, { ...earlier, ...facts, withdrawnAt: null });
    } else
      inserts.push({
        year,
        division: m.division,
        round: m.round,
        home: m.home,
        away: m.away,
        ...facts,
      });
  }
  // Whatever is still live was not drawn again (or holds other teams now): withdrawn first, so that the one
  // live row per pairing the index allows is free for its successor.
  withdraw.push(...[...liveByKey.values()].map((r) => r.id));
  for (let i = 0; i < withdraw.length; i += 500)
    await tx
      .update(matches)
      .set({ withdrawnAt: now })
      .where(inArray(matches.id, withdraw.slice(i, i + 500)));
  for (const { id, facts, revive } of updates)
    await tx
      .update(matches)
      .set({ ...facts, ...(revive ? { withdrawnAt: null } : {}) })
      .where(eq(matches.id, id));
  for (let i = 0; i < inserts.length; i += 500) {
    const added = await tx
      .insert(matches)
      .values(inserts.slice(i, i + 500))
      .returning();
    for (const row of added) result.set(matchKey(row), row);
  }
  return result;
}

/** The divisions in which these schools play (by name), from the match rows: a result's school lines need no more. */
export async function divisionsOfSchools(
  db: Db | Tx,
  year: number,
  schools: readonly string[],
): Promise<string[]> {
  if (!schools.length) return [];
  const rows = await db
    .selectDistinct({ division: matches.division })
    .from(matches)
    .where(
      and(
        eq(matches.year, year),
        isNull(matches.withdrawnAt),
        sql`(${inArray(matches.homeSchool, [...schools])} or ${inArray(matches.awaySchool, [...schools])})`,
      ),
    );
  return rows.map((r) => r.division);
}

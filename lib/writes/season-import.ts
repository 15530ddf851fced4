/**
 * The league's season bundle into the store: the one whole-season write (docs/architecture.md, "The write
 * path"). It replaces the season's draw, finals, schools and settings in one transaction, serialised with
 * every other write to the season, and brings the match rows in line with the draw. Its results become
 * versions like any other writer's: a result the file gives that differs from the published one is posted by
 * the league's import, except where the published one was written by someone else after the file was exported
 * (refused unless `overwriteNewer`) or is a confirmed or official result (changed only with a reason). A result
 * the file leaves out that a card published is kept: the league's file did not know it.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { seasons } from '@/lib/db/schema';
import { replaceSeason } from './season-replace';
import { storedSeasonBefore } from '@/lib/db/queries/season-before';
import type { MatchResult, SeasonBundle } from '@/lib/league/bundle';
import type { ChangeRecord } from '@/lib/league/bundle-news';
import { recordOf } from '@/lib/league/change-text';
import { diffSeasons, type SeasonChange } from '@/lib/league/season-diff';
import { matchKey } from '@/lib/league/cards/match-ref';
import { seasonCardMatches, type CardMatch } from '@/lib/league/cards/matches';
import { cardState, type CardState } from '@/lib/league/cards/state';
import { cardChangeText } from '@/lib/league/cards/card-text';
import { leagueToday } from '@/lib/league/today';
import { seasonMatchRows, syncSeasonMatches, type Tx } from './match-rows';
import { seasonEvents, type StoredCardEvent } from '@/lib/db/queries/result-versions';
import { insertVersions, type NewVersion } from './versions';
import { lockSeasonWrites, publishedResultOf } from './result-write';
import { scoreText, versionText, whenText } from './texts';

export type ImportOptions = {
  at?: Date;
  /** Replace results written by others after the file's export (they are listed either way). */
  overwriteNewer?: boolean;
  /** Why the file corrects confirmed or official results; without it they are kept and listed. */
  reason?: string | null;
};

/** A result the file would change but the import keeps: its words say why and what to do. */
export type KeptResult = { key: string; text: string };

type Post = { match: CardMatch; result: MatchResult | null; was: MatchResult | null; reason: string | null };

export type ImportPlan = {
  /** The bundle to store: the file's, with every match's result the one published after this import. */
  bundle: SeasonBundle;
  posts: Post[];
  kept: KeptResult[];
  /** Results the file leaves out that cards published: kept. */
  cardsKept: number;
  changes: SeasonChange[];
  record: ChangeRecord | null;
};

export const scoreDiffers = (a: MatchResult | null, b: MatchResult | null) =>
  !a || !b ? a !== b : a.home !== b.home || a.away !== b.away || (a.ruled ?? null) !== (b.ruled ?? null);

function teamsOf(m: CardMatch) {
  return { division: m.division, round: m.round, home: m.homeTeam.name, away: m.awayTeam.name };
}

/** What the file means for one match whose row (and versions) the store keeps. */
function decide(
  m: CardMatch,
  state: CardState,
  events: readonly StoredCardEvent[],
  exportedAt: Date | null,
  options: ImportOptions,
): { post?: Post; kept?: KeptResult; cardKept?: boolean } {
  const published = publishedResultOf(state);
  const wanted = m.result;
  if (!scoreDiffers(wanted, published)) return {};
  if (state.state !== 'published')
    return wanted ? { post: { match: m, result: wanted, was: null, reason: null } } : {};
  if (state.published.how === 'imported')
    return { post: { match: m, result: wanted, was: published, reason: options.reason ?? null } };
  if (!wanted) return { cardKept: true };
  const by = state.published.event ?? events[events.length - 1]!;
  const newer = exportedAt === null || by.createdAt > exportedAt;
  const where = `${m.division} round ${m.round}: ${m.homeTeam.name} v ${m.awayTeam.name}`;
  const what = `the file says ${scoreText(wanted)}, but ${versionText(by, m)} made it ${scoreText(published!)} on ${whenText(by.createdAt)}`;
  if (newer && !options.overwriteNewer)
    return {
      kept: {
        key: matchKey(m),
        text: `${where}: ${what}, ${exportedAt ? 'after this file’s export' : 'and this file does not say when it was exported'}; kept. Export the season again, or import with --overwrite-newer and --reason to replace it.`,
      },
    };
  if (!options.reason)
    return {
      kept: {
        key: matchKey(m),
        text: `${where}: ${what}; kept. A published result changes only with a reason: import with --reason.`,
      },
    };
  return { post: { match: m, result: wanted, was: published, reason: options.reason } };
}

/**
 * The row each drawn match will have after the import, as syncSeasonMatches decides it: the live one when its
 * two teams are the same, else a withdrawn one of the same teams (taken back), else none (a new match).
 */
async function rowsBeforeImport(db: Db | Tx, year: number) {
  const rows = await seasonMatchRows(db, year);
  const byTeams = new Map<string, (typeof rows)[number]>();
  // Live rows last, so that they win over withdrawn ones of the same teams.
  for (const row of [...rows].sort((a, b) => Number(!a.withdrawnAt) - Number(!b.withdrawnAt)))
    byTeams.set(`${matchKey(row)}|${row.homeTeam}|${row.awayTeam}`, row);
  return (m: CardMatch) => byTeams.get(`${matchKey(m)}|${m.homeTeam.name}|${m.awayTeam.name}`) ?? null;
}

/** Reads what the import would do, writing nothing. */
export async function planImport(
  db: Db | Tx,
  file: SeasonBundle,
  options: ImportOptions = {},
): Promise<ImportPlan> {
  const at = options.at ?? new Date();
  const today = leagueToday(at);
  const exportedAt = file.exported_at ? new Date(file.exported_at) : null;
  const bundle = structuredClone(file) as SeasonBundle;
  delete bundle.exported_at;
  const competitions = new Map(bundle.zones.map((z) => [z.code, z.competition]));
  const drawn = seasonCardMatches(
    bundle.year,
    bundle.divisions,
    competitions,
    bundle.schools.map((s) => s.name),
  );
  const rowOf = await rowsBeforeImport(db, bundle.year);
  const events = new Map<number, StoredCardEvent[]>();
  for (const e of await seasonEvents(db, bundle.year, undefined, { withdrawn: true }))
    events.set(e.matchId, [...(events.get(e.matchId) ?? []), e]);
  const posts: Post[] = [];
  const kept: KeptResult[] = [];
  let cardsKept = 0;
  const final = new Map<string, MatchResult | null>();
  for (const m of drawn) {
    const key = matchKey(m);
    const row = rowOf(m);
    const list = row ? (events.get(row.id) ?? []) : [];
    const state = cardState(list, m, today);
    const decision = decide(m, state, list, exportedAt, options);
    if (decision.post) posts.push(decision.post);
    if (decision.kept) kept.push(decision.kept);
    if (decision.cardKept) cardsKept += 1;
    final.set(key, decision.post ? decision.post.result : publishedResultOf(state));
  }
  for (const division of bundle.divisions)
    for (const round of division.rounds)
      for (const pairing of round.pairings) {
        if (typeof pairing.away !== 'number') continue;
        const key = matchKey({
          division: division.code,
          round: round.n,
          home: pairing.home,
          away: pairing.away,
        });
        if (!final.has(key)) continue;
        const result = final.get(key);
        if (result) pairing.result = result;
        else delete pairing.result;
      }
  const before = await storedSeasonBefore(db as Db, bundle);
  const changes = diffSeasons(before, bundle);
  const texts = new Map(
    posts.map((p) => [
      `${p.match.division}|${p.match.round}|${p.match.homeTeam.name}|${p.match.awayTeam.name}`,
      p,
    ]),
  );
  const describe = (c: SeasonChange) => {
    if (c.kind !== 'result-corrected') return null;
    const post = texts.get(`${c.group}|${c.round}|${c.home}|${c.away}`);
    // A result the draw held for other teams (renamed, re-paired), or the league changing its own result without a
    // reason: the comparison's own words say it best. The public reads "the league", never the machinery.
    if (!post?.was || (post.result && !post.reason)) return null;
    const because = post.reason ? `: ${post.reason.replace(/[\s.!?…]+$/u, '')}` : '';
    return post.result
      ? cardChangeText(teamsOf(post.match), post.result, `corrected by the league${because}`, post.was)
      : `${post.match.division} round ${post.match.round}: ${post.match.homeTeam.name} v ${post.match.awayTeam.name}, result removed by the league${because}, was ${scoreText(post.was)}`;
  };
  return {
    bundle,
    posts,
    kept,
    cardsKept,
    changes,
    record: before ? recordOf(changes, at, describe) : null,
  };
}

export type ImportOutcome = Omit<ImportPlan, 'bundle' | 'posts'> & {
  seasonId: number;
  replaced: boolean;
  posted: number;
};

export async function importSeason(
  db: Db,
  file: SeasonBundle,
  options: ImportOptions = {},
): Promise<ImportOutcome> {
  const at = options.at ?? new Date();
  return db.transaction(async (tx) => {
    await lockSeasonWrites(tx, file.year, { whole: true });
    const plan = await planImport(tx, file, { ...options, at });
    const { bundle } = plan;
    const { seasonId, replaced } = await replaceSeason(tx, bundle, plan.record);
    const competitions = new Map(bundle.zones.map((z) => [z.code, z.competition]));
    const drawn = seasonCardMatches(
      bundle.year,
      bundle.divisions,
      competitions,
      bundle.schools.map((s) => s.name),
    );
    const rows = await syncSeasonMatches(tx, bundle.year, drawn, at);
    const versions: NewVersion[] = [];
    for (const post of plan.posts) {
      const row = rows.get(matchKey(post.match));
      if (!row) continue;
      versions.push({
        matchId: row.id,
        idempotencyKey: `import-${at.getTime()}-${row.id}`,
        kind: 'import',
        side: 'league',
        boards: post.result?.boards ?? null,
        result: post.result,
        comment: post.reason,
        createdAt: at,
      });
    }
    await insertVersions(tx, versions);
    await tx.update(seasons).set({ matchRowsVersion: MATCH_ROWS_VERSION }).where(eq(seasons.id, seasonId));
    const { bundle: _b, posts, ...rest } = plan;
    return { ...rest, seasonId, replaced, posted: posts.length };
  });
}

/** Raise when the match rows' rules change: stores bring older seasons up to it when they open. */
export const MATCH_ROWS_VERSION = 1;

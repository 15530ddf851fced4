/**
 * Stores made before matches were rows (docs/architecture.md, "The write path"): on opening, each such season
 * gets its match rows from its draw (the migration made withdrawn rows for the matches its card events name;
 * the ones the draw still holds are taken back), and every result the draw holds that no version published
 * becomes a version posted by the league's import, as it was. Nothing is deleted; the draw is not changed.
 */
import { eq, lt } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { seasons } from '@/lib/db/schema';
import { exportSeason } from '@/lib/db/queries/season-export';
import { byMatch, seasonEvents } from '@/lib/db/queries/result-versions';
import { matchKey } from '@/lib/league/cards/match-ref';
import { seasonCardMatches } from '@/lib/league/cards/matches';
import { cardState } from '@/lib/league/cards/state';
import { leagueToday } from '@/lib/league/today';
import { syncSeasonMatches } from './match-rows';
import { insertVersion } from './versions';
import { lockSeasonWrites, publishedResultOf } from './result-write';
import { MATCH_ROWS_VERSION, scoreDiffers } from './season-import';

export async function refreshMatchRows(db: Db): Promise<number> {
  const stale = await db
    .select({ id: seasons.id, year: seasons.year, importedAt: seasons.importedAt })
    .from(seasons)
    .where(lt(seasons.matchRowsVersion, MATCH_ROWS_VERSION));
  for (const season of stale)
    await db.transaction(async (tx) => {
      await lockSeasonWrites(tx, season.year, { whole: true });
      const bundle = await exportSeason(tx as unknown as Db, season.year, { withChanges: false });
      if (!bundle) return;
      const competitions = new Map(bundle.zones.map((z) => [z.code, z.competition]));
      const drawn = seasonCardMatches(
        season.year,
        bundle.divisions,
        competitions,
        bundle.schools.map((s) => s.name),
      );
      const rows = await syncSeasonMatches(tx, season.year, drawn, season.importedAt);
      const events = byMatch(await seasonEvents(tx, season.year));
      const today = leagueToday(season.importedAt);
      for (const m of drawn) {
        const row = rows.get(matchKey(m));
        const state = cardState(events.get(matchKey(m)) ?? [], m, today);
        if (!row || !m.result || !scoreDiffers(m.result, publishedResultOf(state))) continue;
        await insertVersion(tx, {
          matchId: row.id,
          idempotencyKey: `import-before-match-rows-${row.id}`,
          kind: 'import',
          side: 'league',
          boards: m.result.boards ?? null,
          result: m.result,
          createdAt: season.importedAt,
        });
      }
      await tx.update(seasons).set({ matchRowsVersion: MATCH_ROWS_VERSION }).where(eq(seasons.id, season.id));
    });
  return stale.length;
}

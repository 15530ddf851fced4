/**
 * The cards' audit trail (docs/match-cards.md): every version of the season's results but the league's own
 * imports, oldest first, as one row each; the command line's `cards YEAR` and the office's download print it.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { matches, privateLinks, resultVersions } from '../schema';
import { choiceOfResult } from '@/lib/league/cards/choices';
import { shownVersion } from '@/lib/league/cards/audit';
import { matchKey } from '@/lib/league/cards/match-ref';
import { cardPhotoFileName } from '@/lib/league/cards/match-pages';
import { boardPoints } from '@/lib/league/board-points';
import { leagueTimestamp } from '@/lib/league/today';

/** One row of the audit trail as the CSV prints it. */
export type CardAuditRow = {
  id: number;
  /** When it was sent, Sydney time: `2026-06-13 18:00:05`. */
  createdAt: string;
  division: string;
  round: number;
  homeTeam: string;
  awayTeam: string;
  kind: string;
  side: string;
  /** Who sent it: `school:Darcy Road`, `scorer:PA`, `director:-`, or `system`. */
  sender: string;
  /**
   * The score this row publishes or would publish, and its boards: a confirm's or a publish's are those of the
   * version it acts on; empty where a version takes the result away.
   */
  homePoints: string;
  awayPoints: string;
  boards: string;
  homePlayers: string;
  awayPlayers: string;
  comment: string;
  /** The photo's file name as it downloads from the match's page (`card-PA1-r3-3v1-photo-7.jpg`). */
  photo: string;
  version: string;
};

export async function getCardAuditRows(db: Db, year: number): Promise<CardAuditRow[]> {
  // Every version of the season, those of matches an import withdrew too: nothing leaves the trail.
  const rows = await db
    .select({
      event: resultVersions,
      match: matches,
      linkKind: privateLinks.kind,
      linkSubject: privateLinks.subject,
    })
    .from(resultVersions)
    .innerJoin(matches, eq(matches.id, resultVersions.matchId))
    .leftJoin(privateLinks, eq(privateLinks.id, resultVersions.linkId))
    // The league's own imported results are its file's, not cards: the trail is every other writer's.
    .where(and(eq(matches.year, year), ne(resultVersions.kind, 'import')))
    .orderBy(asc(resultVersions.id));
  const byId = new Map(rows.map((row) => [row.event.id, row.event]));
  return rows.map(({ event: e, match: m, linkKind, linkSubject }) => {
    const acted = e.refEventId === null ? undefined : byId.get(e.refEventId);
    const shown = shownVersion(e, acted);
    const key = matchKey(m);
    return {
      id: e.id,
      createdAt: leagueTimestamp(e.createdAt),
      division: m.division,
      round: m.round,
      homeTeam: m.homeTeam,
      awayTeam: m.awayTeam,
      kind: e.kind,
      side: e.side,
      sender: linkKind ? `${linkKind}:${linkSubject}` : e.side === 'league' ? 'league' : 'system',
      homePoints: points(shown, 'home'),
      awayPoints: points(shown, 'away'),
      boards: shown?.boards?.map(choiceOfResult).join(' ') ?? '',
      homePlayers: e.players?.home.map((n) => n ?? '').join(' | ') ?? '',
      awayPlayers: e.players?.away.map((n) => n ?? '').join(' | ') ?? '',
      comment: e.comment ?? '',
      photo: e.photoId === null ? '' : cardPhotoFileName(key, e.photoId),
      version: e.refEventId === null ? '' : String(e.refEventId),
    };
  });
}

type Version = typeof resultVersions.$inferSelect;

/** A side's points as a number a spreadsheet adds up (`2.5`), from the result or else the boards. */
function points(version: Version | undefined, side: 'home' | 'away'): string {
  if (version?.result) return String(version.result[side]);
  if (version?.boards) return String(boardPoints(version.boards)[side]);
  return '';
}

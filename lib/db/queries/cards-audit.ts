/**
 * The cards' audit trail (docs/match-cards.md): every version of the season's results but the league's own
 * imports, oldest first, as one row each; the command line's `cards YEAR` and the office's download print it.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { matches, privateLinks, resultVersions } from '../schema';
import { choiceOfResult } from '@/lib/league/cards/choices';

/** One row of the audit trail as the CSV prints it. */
export type CardAuditRow = {
  id: number;
  createdAt: string;
  division: string;
  round: number;
  homeTeam: string;
  awayTeam: string;
  kind: string;
  side: string;
  /** Who sent it: `school:Darcy Road`, `scorer:PA`, `director:-`, or `system`. */
  sender: string;
  boards: string;
  homePlayers: string;
  awayPlayers: string;
  comment: string;
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
  return rows.map(({ event: e, match: m, linkKind, linkSubject }) => ({
    id: e.id,
    createdAt: e.createdAt.toISOString(),
    division: m.division,
    round: m.round,
    homeTeam: m.homeTeam,
    awayTeam: m.awayTeam,
    kind: e.kind,
    side: e.side,
    sender: linkKind ? `${linkKind}:${linkSubject}` : e.side === 'league' ? 'league' : 'system',
    boards: e.boards?.map(choiceOfResult).join(' ') ?? '',
    homePlayers: e.players?.home.map((n) => n ?? '').join(' | ') ?? '',
    awayPlayers: e.players?.away.map((n) => n ?? '').join(' | ') ?? '',
    comment: e.comment ?? '',
    photo: e.photoId === null ? '' : String(e.photoId),
    version: e.refEventId === null ? '' : String(e.refEventId),
  }));
}

/**
 * `npm run league -- links YEAR [--rotate NAME | --rotate-zone CODE]` and `cards YEAR`: the private addresses
 * (made where missing, printed from the link secret in DATA_DIR or LINK_SECRET) and the cards' audit trail.
 * Run by the command line or, while the server holds the store, by the server (whose DATA_DIR has the secret).
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import type { CommandResult } from './command-result';
import { matches, privateLinks, resultVersions } from './schema';
import { linkSecret } from './link-secret';
import { linkLines, seasonLinks } from './queries/cards-links';
import { queueAddressMail } from '@/lib/writes/address-mail';
import { isSeasonYear, SEASON_YEAR_MESSAGE } from '@/lib/league/season-year';
import { choiceOfResult } from '@/lib/league/cards/choices';

export type CardsCommand =
  | {
      name: 'links';
      year: number;
      rotateSchool?: string;
      rotateZone?: string;
      rotateDirector?: boolean;
      /** Queue each school's address to its coordinators and each zone's to its scorer (docs/mail.md). */
      send?: boolean;
    }
  | { name: 'cards'; year: number };

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

export async function runCardsCommand(db: Db, command: CardsCommand): Promise<CommandResult> {
  if (!isSeasonYear(command.year)) return { ok: false, errors: [SEASON_YEAR_MESSAGE] };
  if (command.name === 'links') {
    const { year, send, ...options } = command;
    const outcome = await seasonLinks(db, year, linkSecret(), options);
    if (!outcome.ok) return outcome;
    const made = `${outcome.links.length} private addresses for ${year} (${outcome.made} new, ${outcome.rotated} rotated).`;
    const output = `${linkLines(outcome.links)}\n`;
    if (!send) return { ok: true, message: made, output };
    const mailed = await queueAddressMail(db, year, outcome.links, { rotatedSchool: options.rotateSchool });
    const none = mailed.without.length ? ` No mail address on record for: ${mailed.without.join(', ')}.` : '';
    return {
      ok: true,
      message: `${made} ${mailed.queued} messages queued (a server sends them; the mail log shows each).${none}`,
      output,
    };
  }
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
    .where(and(eq(matches.year, command.year), ne(resultVersions.kind, 'import')))
    .orderBy(asc(resultVersions.id));
  const output: CardAuditRow[] = rows.map(({ event: e, match: m, linkKind, linkSubject }) => ({
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
  return { ok: true, message: `${output.length} match card events for ${command.year}.`, output };
}

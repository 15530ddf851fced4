/**
 * The messages a school's card causes (docs/mail.md), queued in the card's own transaction, so a stored report
 * always has its notice: a report tells the other school's coordinators at once, with the match on their own
 * page; a dispute tells the zone's scorer, with the match at the desk. Each once, by the version's id.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { seasons, zones } from '@/lib/db/schema';
import { getSchoolContacts } from '@/lib/db/queries/cards-contacts';
import { formatPoints } from '@/lib/league/draw-layout';
import { formatLongDate } from '@/lib/league/dates';
import { matchKey } from '@/lib/league/cards/match-ref';
import type { CardMatch } from '@/lib/league/cards/matches';
import type { MatchResult } from '@/lib/league/bundle';
import { schoolSlug } from '@/lib/league/school-slug';
import { disputeNotice, reportNotice } from '@/lib/mail/messages';
import { queueMail, type QueuedMail } from './mail-outbox';
import { resultConfirmDays } from './auto-confirm';
import type { Tx } from './match-rows';
import type { WriteDone } from './result-write';

const scoreOf = (result: MatchResult | null) =>
  result ? `${formatPoints(result.home)}–${formatPoints(result.away)}` : 'no result';

const schoolNameOf = (team: CardMatch['homeTeam']) => team.school?.name ?? team.name;

/** The notices of a newly stored version, queued in `tx`; a repeated write queues nothing new. */
export async function queueCardNotices(tx: Tx, done: WriteDone, now: Date): Promise<void> {
  const messages =
    done.event.kind === 'report'
      ? await reportNotices(tx, done)
      : done.event.kind === 'dispute'
        ? await disputeNotices(tx, done)
        : [];
  await queueMail(tx, messages, now);
}

async function reportNotices(db: Db | Tx, { event, match, state }: WriteDone): Promise<QueuedMail[]> {
  if (state.state !== 'reported' || state.awaits || state.version.id !== event.id) return [];
  if (event.side !== 'home' && event.side !== 'away') return [];
  const [reporting, told] =
    event.side === 'home' ? [match.homeTeam, match.awayTeam] : [match.awayTeam, match.homeTeam];
  if (!told.school) return [];
  const school = told.school.name;
  const contacts = (await getSchoolContacts(db as Db, match.year)).get(schoolSlug(school)) ?? [];
  const content = reportNotice({
    reporter: schoolNameOf(reporting),
    school,
    score: scoreOf(event.result),
    homeTeam: match.homeTeam.name,
    awayTeam: match.awayTeam.name,
    division: match.division,
    round: match.round,
    date: formatLongDate(match.date),
    confirmDays: resultConfirmDays(),
  });
  return contacts.map((c) => ({
    ...content,
    dedupeKey: `report-notice:${event.id}:${c.email.toLowerCase()}`,
    kind: 'report-notice',
    recipient: c.email,
    address: { year: match.year, kind: 'school', subject: school, path: `/match/${matchKey(match)}` },
  }));
}

async function disputeNotices(db: Db | Tx, { event, match, state }: WriteDone): Promise<QueuedMail[]> {
  if (state.state !== 'disputed' || state.dispute.id !== event.id) return [];
  const [zone] = await db
    .select({ email: zones.scorerEmail })
    .from(zones)
    .innerJoin(seasons, eq(seasons.id, zones.seasonId))
    .where(and(eq(seasons.year, match.year), eq(zones.code, match.zone)));
  const email = zone?.email?.trim();
  if (!email) return [];
  const disputing = event.side === 'home' ? match.homeTeam : match.awayTeam;
  const content = disputeNotice({
    school: schoolNameOf(disputing),
    reported: scoreOf(state.report.result),
    disputed: scoreOf(event.result),
    homeTeam: match.homeTeam.name,
    awayTeam: match.awayTeam.name,
    division: match.division,
    round: match.round,
    date: formatLongDate(match.date),
    zone: match.zone,
  });
  return [
    {
      ...content,
      dedupeKey: `dispute-notice:${event.id}:${email.toLowerCase()}`,
      kind: 'dispute-notice',
      recipient: email,
      address: { year: match.year, kind: 'scorer', subject: match.zone, path: `/desk/${matchKey(match)}` },
    },
  ];
}

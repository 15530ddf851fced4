/**
 * The messages a school's card causes (docs/mail.md), queued in the card's own transaction, so a stored report
 * always has its notice: a report tells the other school's coordinators at once, with the match on their own
 * page, again a day on while it is unanswered and on its last day (queueReportReminders, from the card sweep); a
 * dispute tells the zone's scorer, with the match at the desk. Each once, by the version's id.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { seasons, zones } from '@/lib/db/schema';
import { getSchoolContacts } from '@/lib/db/queries/cards-contacts';
import { scoreText } from '@/lib/league/draw-layout';
import { formatLongDate } from '@/lib/league/dates';
import { matchKey } from '@/lib/league/cards/match-ref';
import type { CardMatch } from '@/lib/league/cards/matches';
import type { MatchResult } from '@/lib/league/bundle';
import type { CardEvent } from '@/lib/league/cards/state';
import { schoolSlug } from '@/lib/league/school-slug';
import { disputeNotice, reportNotice } from '@/lib/mail/messages';
import { queueMail, type QueuedMail } from './mail-outbox';
import { resultConfirmDays } from './auto-confirm';
import type { Tx } from './match-rows';
import type { WriteDone } from './result-write';
import { cardPageOf, deskPageOf } from '@/lib/league/cards/match-pages';

export const scoreOf = (result: MatchResult | null) => (result ? scoreText(result) : 'no result');

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
  return reportMessages(db, match, event, 'reported');
}

const DEDUPE_PREFIX = {
  reported: 'report-notice',
  reminder: 'report-reminder',
  'last-day': 'report-last-day',
};

/** A report's message to each of the other school's coordinators, at one stage. */
async function reportMessages(
  db: Db | Tx,
  match: CardMatch,
  report: CardEvent,
  stage: keyof typeof DEDUPE_PREFIX,
  confirmAt?: Date,
): Promise<QueuedMail[]> {
  if (report.side !== 'home' && report.side !== 'away') return [];
  const [reporting, told] =
    report.side === 'home' ? [match.homeTeam, match.awayTeam] : [match.awayTeam, match.homeTeam];
  if (!told.school) return [];
  const school = told.school.name;
  const contacts = (await getSchoolContacts(db as Db, match.year)).get(schoolSlug(school)) ?? [];
  const content = reportNotice({
    reporter: schoolNameOf(reporting),
    school,
    score: scoreOf(report.result),
    homeTeam: match.homeTeam.name,
    awayTeam: match.awayTeam.name,
    division: match.division,
    round: match.round,
    date: formatLongDate(match.date),
    confirmDays: resultConfirmDays(),
    stage,
    ...(confirmAt ? { confirmAt: sydneyTime.format(confirmAt) } : {}),
  });
  const kind = DEDUPE_PREFIX[stage];
  return contacts.map((c) => ({
    ...content,
    dedupeKey: `${kind}:${report.id}:${c.email.toLowerCase()}`,
    kind,
    recipient: c.email,
    address: { year: match.year, kind: 'school', subject: school, path: cardPageOf(matchKey(match)) },
  }));
}

const sydneyTime = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
});

const DAY_MS = 86_400_000;

/**
 * The reminders of reports still unanswered (the card sweep's `waiting`, lib/cache/card-sweep.ts): a day after
 * the other school could first see one, `Still waiting`; in its last day before the automatic confirmation,
 * `Confirmed automatically tomorrow` (with RESULT_CONFIRM_DAYS of 2 or less, only this one). Each once.
 */
export async function queueReportReminders(
  db: Db,
  waiting: readonly { match: CardMatch; report: CardEvent; since: Date }[],
  now: Date,
  days = resultConfirmDays(),
): Promise<number> {
  const messages: QueuedMail[] = [];
  for (const { match, report, since } of waiting) {
    const elapsed = now.getTime() - since.getTime();
    const confirmAt = new Date(since.getTime() + days * DAY_MS);
    const left = confirmAt.getTime() - now.getTime();
    if (elapsed < DAY_MS || left <= 0) continue;
    messages.push(
      ...(await reportMessages(db, match, report, left > DAY_MS ? 'reminder' : 'last-day', confirmAt)),
    );
  }
  return queueMail(db, messages, now);
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
      address: { year: match.year, kind: 'scorer', subject: match.zone, path: deskPageOf(matchKey(match)) },
    },
  ];
}

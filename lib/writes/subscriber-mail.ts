/**
 * What parents who confirmed are sent (docs/mail.md): each published result of their school's teams at once,
 * queued in the transaction that publishes it, or, for those who chose a weekly mail, kept on the subscription
 * and sent together on Monday from 7 am in Sydney. A result published again unchanged sends nothing; a
 * corrected one is a new result and is sent.
 */
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { mailOutbox, mailSubscriptions, type MailAddress } from '@/lib/db/schema';
import type { Division, MatchResult } from '@/lib/league/bundle';
import { matchKey, type MatchRef } from '@/lib/league/cards/match-ref';
import { formatDay } from '@/lib/league/dates';
import { scoreText } from '@/lib/league/draw-layout';
import { schoolNameBySlug } from '@/lib/db/queries/school-pages';
import { teamSchoolSlug } from '@/lib/league/school-match';
import { leagueToday } from '@/lib/league/today';
import { schoolResult, weeklyResults } from '@/lib/mail/subscriber-messages';
import { queueMail, type QueuedMail } from './mail-outbox';
import { RESULT_NEEDED_HOUR } from './result-needed';
import { sydney } from './scorer-digest';
import type { Tx } from './match-rows';
import { SUBSCRIPTION_PATH } from '@/lib/league/subscriptions';

/** A weekly subscriber's waiting lines are bounded: a school plays a few matches a week. */
const MOST_WAITING = 40;

const pageOf = (row: { id: number; year: number }): MailAddress => ({
  year: row.year,
  kind: 'subscriber',
  subject: String(row.id),
  path: SUBSCRIPTION_PATH,
});

/** `Waverley 1 2½–1½ Scots 2 (IE1 round 3, Wednesday 20 May)` */
export function resultLine(ref: MatchRef, division: Division, result: MatchResult): string | null {
  const home = division.teams.find((t) => t.no === ref.home);
  const away = division.teams.find((t) => t.no === ref.away);
  if (!home || !away) return null;
  const date = division.rounds.find((r) => r.n === ref.round)?.date ?? null;
  const when = `${division.code} round ${ref.round}${date ? `, ${formatDay(date)}` : ''}`;
  return `${home.name} ${scoreText(result)} ${away.name} (${when})`;
}

/** The mail of a newly published result to the subscribers of both its schools. */
export async function queueResultMail(
  tx: Tx,
  ref: MatchRef,
  division: Division,
  result: MatchResult,
  now: Date,
): Promise<void> {
  const line = resultLine(ref, division, result);
  const slugs = [
    ...new Set(
      [ref.home, ref.away]
        .map((no) => division.teams.find((t) => t.no === no))
        .map((team) => (team ? teamSchoolSlug(team) : null))
        .filter((slug): slug is string => slug !== null),
    ),
  ];
  if (!line || !slugs.length) return;
  const subscribers = await tx
    .select()
    .from(mailSubscriptions)
    .where(and(inArray(mailSubscriptions.school, slugs), isNotNull(mailSubscriptions.consentedAt)));
  if (!subscribers.length) return;
  const weekly = subscribers.filter((s) => s.cadence === 'weekly').map((s) => s.id);
  if (weekly.length)
    await tx
      .update(mailSubscriptions)
      .set({ pending: sql`(${mailSubscriptions.pending} || ${JSON.stringify([line])}::jsonb)` })
      .where(
        and(
          inArray(mailSubscriptions.id, weekly),
          sql`jsonb_array_length(${mailSubscriptions.pending}) < ${MOST_WAITING}`,
        ),
      );
  const names = new Map<string, string>();
  for (const slug of slugs) names.set(slug, (await schoolNameBySlug(tx, slug)) ?? slug);
  const score = `${result.home}-${result.away}`;
  const messages: QueuedMail[] = subscribers
    .filter((s) => s.cadence === 'each')
    .map((s) => ({
      ...schoolResult({ school: names.get(s.school) ?? s.school, line }),
      dedupeKey: `subscriber-result:${s.id}:${ref.year}:${matchKey(ref)}:${score}`,
      kind: 'subscriber-result',
      recipient: s.email,
      address: pageOf(s),
    }));
  await queueMail(tx, messages, now);
}

/** Monday's mail to each weekly subscriber with results waiting; the lines are cleared as it is queued. */
export async function queueWeeklyResults(db: Db, now = new Date()): Promise<number> {
  const { weekday, hour } = sydney(now);
  if (weekday !== 'Monday' || hour < RESULT_NEEDED_HOUR) return 0;
  const today = leagueToday(now);
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(mailSubscriptions)
      .where(
        and(
          eq(mailSubscriptions.cadence, 'weekly'),
          isNotNull(mailSubscriptions.consentedAt),
          ne(sql`jsonb_array_length(${mailSubscriptions.pending})`, 0),
        ),
      )
      .for('update', { skipLocked: true });
    // Sent already this Monday (a later sweep found more): those lines wait for next week.
    const keyOf = (id: number) => `subscriber-week:${id}:${today}`;
    const sent = due.length
      ? await tx
          .select({ key: mailOutbox.dedupeKey })
          .from(mailOutbox)
          .where(
            inArray(
              mailOutbox.dedupeKey,
              due.map((s) => keyOf(s.id)),
            ),
          )
      : [];
    const done = new Set(sent.map((row) => row.key));
    const sending = due.filter((s) => !done.has(keyOf(s.id)));
    if (!sending.length) return 0;
    const messages: QueuedMail[] = [];
    for (const s of sending)
      messages.push({
        ...weeklyResults({
          school: (await schoolNameBySlug(tx, s.school)) ?? s.school,
          week: formatDay(today),
          lines: s.pending,
        }),
        dedupeKey: keyOf(s.id),
        kind: 'subscriber-week',
        recipient: s.email,
        address: pageOf(s),
      });
    await tx
      .update(mailSubscriptions)
      .set({ pending: [] })
      .where(
        inArray(
          mailSubscriptions.id,
          sending.map((s) => s.id),
        ),
      );
    return queueMail(tx, messages, now);
  });
}

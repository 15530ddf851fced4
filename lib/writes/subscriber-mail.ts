/**
 * What parents who confirmed are sent (docs/mail.md): each published result of their school's teams at once,
 * queued in the transaction that publishes it, or, for those who chose a weekly mail, kept on the subscription
 * and sent together on Monday from 7 am in Sydney. A result published again unchanged sends nothing; a
 * corrected one is a new result and is sent.
 */
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { mailOutbox, mailSubscriptions, type MailAddress } from '@/lib/db/schema';
import type { Division, MatchResult, Team } from '@/lib/league/bundle';
import { matchKey, type MatchRef } from '@/lib/league/cards/match-ref';
import { formatDay } from '@/lib/league/dates';
import { scoreText } from '@/lib/league/draw-layout';
import { schoolNameBySlug } from '@/lib/db/queries/school-pages';
import { teamSchoolSlug } from '@/lib/league/school-match';
import { leagueToday } from '@/lib/league/today';
import { schoolResult, weeklyResults } from '@/lib/mail/subscriber-messages';
import { queueMail, type QueuedMail } from './mail-outbox';
import { mondayMorning } from './scorer-digest';
import type { Tx } from './match-rows';
import { SUBSCRIPTION_PATH, UNSUBSCRIBE_PATH } from '@/lib/league/subscriptions';

/** A weekly subscriber's waiting lines are bounded: a school plays a few matches a week. */
const MOST_WAITING = 40;

/** The subscription's page, and the one-click unsubscribe every result message carries. */
export const subscriptionAddress = (row: { id: number; year: number }): MailAddress => ({
  year: row.year,
  kind: 'subscriber',
  subject: String(row.id),
  path: SUBSCRIPTION_PATH,
  unsubscribePath: UNSUBSCRIBE_PATH,
});

/** `Waverley 1 2½–1½ Scots 2 (IE1 round 3, 20 May)` */
function resultLine(ref: MatchRef, division: Division, teams: readonly Team[], result: MatchResult): string {
  const date = division.rounds.find((r) => r.n === ref.round)?.date ?? null;
  const when = `${division.code} round ${ref.round}${date ? `, ${formatDay(date)}` : ''}`;
  return `${teams[0]!.name} ${scoreText(result)} ${teams[1]!.name} (${when})`;
}

/** Each school's name by slug, read once however many subscribers follow it. */
function schoolNames(db: Pick<Db, 'select'>) {
  const names = new Map<string, Promise<string>>();
  return (slug: string) => {
    if (!names.has(slug))
      names.set(
        slug,
        schoolNameBySlug(db, slug).then((name) => name ?? slug),
      );
    return names.get(slug)!;
  };
}

/** The mail of a newly published result to the subscribers of both its schools. */
export async function queueResultMail(
  tx: Tx,
  ref: MatchRef,
  division: Division,
  result: MatchResult,
  now: Date,
): Promise<void> {
  const teams = [ref.home, ref.away].flatMap((no) => division.teams.filter((t) => t.no === no));
  if (teams.length !== 2) return;
  const slugs = [...new Set(teams.map(teamSchoolSlug).filter((slug): slug is string => slug !== null))];
  if (!slugs.length) return;
  const line = resultLine(ref, division, teams, result);
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
  const nameOf = schoolNames(tx);
  const score = `${result.home}-${result.away}`;
  const messages: QueuedMail[] = [];
  for (const s of subscribers.filter((row) => row.cadence === 'each'))
    messages.push({
      ...schoolResult({ school: await nameOf(s.school), line }),
      dedupeKey: `subscriber-result:${s.id}:${ref.year}:${matchKey(ref)}:${score}`,
      kind: 'subscriber-result',
      recipient: s.email,
      address: subscriptionAddress(s),
    });
  await queueMail(tx, messages, now);
}

/** Monday's mail to each weekly subscriber with results waiting; the lines are cleared as it is queued. */
export async function queueWeeklyResults(db: Db, now = new Date()): Promise<number> {
  if (!mondayMorning(now)) return 0;
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
    const nameOf = schoolNames(tx);
    const messages: QueuedMail[] = [];
    for (const s of sending)
      messages.push({
        ...weeklyResults({
          school: await nameOf(s.school),
          week: formatDay(today),
          lines: s.pending,
        }),
        dedupeKey: keyOf(s.id),
        kind: 'subscriber-week',
        recipient: s.email,
        address: subscriptionAddress(s),
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

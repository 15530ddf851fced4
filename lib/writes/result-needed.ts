/**
 * `Result needed` (docs/mail.md): the morning after a match day (from 7 am in Sydney), each match of the day
 * before that still has no card tells both schools' coordinators, with the match on each school's own page, when
 * the school holds its private address (`liveAddressKeys`). Queued by the card sweep on any server; each once, by
 * the match's id.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { matches } from '@/lib/db/schema';
import { versionsOfMatch } from '@/lib/db/queries/result-versions';
import { getSchoolContacts, type Contact } from '@/lib/db/queries/cards-contacts';
import { addressKey, liveAddressKeys } from '@/lib/db/queries/live-addresses';
import { cardState } from '@/lib/league/cards/state';
import { matchKey } from '@/lib/league/cards/match-ref';
import { formatLongDate } from '@/lib/league/dates';
import { LEAGUE_TIME_ZONE, leagueToday } from '@/lib/league/today';
import { schoolSlug } from '@/lib/league/school-slug';
import { resultNeeded } from '@/lib/mail/messages';
import { cardMatchOf } from './match-rows';
import { queueMail, type QueuedMail } from './mail-outbox';
import { cardPageOf } from '@/lib/league/cards/match-pages';

/** The hour in Sydney from which the day's `Result needed` messages go. */
export const RESULT_NEEDED_HOUR = 7;

const sydneyHour = (now: Date) =>
  Number(
    new Intl.DateTimeFormat('en-AU', {
      timeZone: LEAGUE_TIME_ZONE,
      hour: 'numeric',
      hourCycle: 'h23',
    }).format(now),
  );

/** `2030-05-21` → `2030-05-20` */
function dayBefore(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

export async function queueResultNeeded(db: Db, now = new Date()): Promise<number> {
  if (sydneyHour(now) < RESULT_NEEDED_HOUR) return 0;
  const today = leagueToday(now);
  const rows = await db
    .select()
    .from(matches)
    .where(and(eq(matches.date, dayBefore(today)), isNull(matches.withdrawnAt)));
  const byYear = new Map<number, { contacts: Map<string, Contact[]>; held: Set<string> }>();
  const messages: QueuedMail[] = [];
  for (const row of rows) {
    const match = cardMatchOf(row);
    if (cardState(await versionsOfMatch(db, row.id), match, today).state !== 'result-needed') continue;
    if (!byYear.has(row.year)) {
      const [contacts, held] = await Promise.all([
        getSchoolContacts(db, row.year),
        liveAddressKeys(db, row.year),
      ]);
      byYear.set(row.year, { contacts, held });
    }
    const { contacts, held } = byYear.get(row.year)!;
    const content = resultNeeded({
      homeTeam: match.homeTeam.name,
      awayTeam: match.awayTeam.name,
      division: match.division,
      round: match.round,
      date: formatLongDate(match.date),
    });
    for (const team of [match.homeTeam, match.awayTeam]) {
      if (!team.school || !held.has(addressKey('school', team.school.name))) continue;
      const school = team.school.name;
      for (const c of contacts.get(schoolSlug(school)) ?? [])
        messages.push({
          ...content,
          dedupeKey: `result-needed:${row.id}:${c.email.toLowerCase()}`,
          kind: 'result-needed',
          recipient: c.email,
          address: { year: row.year, kind: 'school', subject: school, path: cardPageOf(matchKey(match)) },
        });
    }
  }
  return queueMail(db, messages, now);
}

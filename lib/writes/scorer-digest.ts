/**
 * The Monday digest (docs/mail.md): every Monday from 7 am in Sydney, each zone's scorer gets what is disputed,
 * late (the day passed, no card) and waiting for a school's confirmation in the zone's current season, each match
 * linked to its page at the desk; the Director of Play (DIRECTOR_EMAIL) the same for every zone, with the director's desk. A zone
 * with nothing of these gets nothing. Queued by the card sweep, by the first sweep of the Monday that finds
 * something; once per zone and week. Only to officials who hold their private address (`liveAddressKeys`); the
 * office lists who has none.
 */
import { and, eq, like, or } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { mailOutbox, seasons, zones } from '@/lib/db/schema';
import { addressKey, DIRECTOR_SUBJECT, liveAddressKeys } from '@/lib/db/queries/live-addresses';
import { byMatch, seasonEvents } from '@/lib/db/queries/result-versions';
import { cardState } from '@/lib/league/cards/state';
import { matchKey } from '@/lib/league/cards/match-ref';
import { scorerFilterOf } from '@/lib/league/cards/urgency';
import { formatDay } from '@/lib/league/dates';
import { LEAGUE_TIME_ZONE, leagueToday } from '@/lib/league/today';
import { directorDigest, scorerDigest, type DigestLine } from '@/lib/mail/messages';
import { cardMatchOf, liveMatches } from './match-rows';
import { queueMail, type QueuedMail } from './mail-outbox';
import { RESULT_NEEDED_HOUR } from './result-needed';
import { deskPageOf } from '@/lib/league/cards/match-pages';

const sydney = (now: Date) => {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone: LEAGUE_TIME_ZONE,
    weekday: 'long',
    hour: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now);
  return {
    weekday: parts.find((p) => p.type === 'weekday')?.value,
    hour: Number(parts.find((p) => p.type === 'hour')?.value),
  };
};

/** Monday from RESULT_NEEDED_HOUR in Sydney: when the week's digests (the scorers', the director's, parents') go. */
export function mondayMorning(now: Date): boolean {
  const { weekday, hour } = sydney(now);
  return weekday === 'Monday' && hour >= RESULT_NEEDED_HOUR;
}

/** The Director of Play's mail address (DIRECTOR_EMAIL), for the digest of every zone; null when not set. */
export function directorEmail(env: Record<string, string | undefined> = process.env): string | null {
  const email = env.DIRECTOR_EMAIL?.trim();
  return email ? email : null;
}

export async function queueScorerDigests(
  db: Db,
  now = new Date(),
  directorSetting: string | null = directorEmail(),
): Promise<number> {
  if (!mondayMorning(now)) return 0;
  const today = leagueToday(now);
  // This Monday's digests are queued once, by the first sweep that finds something: later sweeps read nothing more.
  const [queued] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.kind, 'scorer-digest'), like(mailOutbox.dedupeKey, `scorer-digest:%:${today}:%`)),
        and(eq(mailOutbox.kind, 'director-digest'), like(mailOutbox.dedupeKey, `director-digest:${today}:%`)),
      ),
    )
    .limit(1);
  if (queued) return 0;
  const year = Number(today.slice(0, 4));
  const zoneRows = await db
    .select({ code: zones.code, name: zones.name, email: zones.scorerEmail })
    .from(zones)
    .innerJoin(seasons, eq(seasons.id, zones.seasonId))
    .where(and(eq(seasons.year, year)));
  const held = await liveAddressKeys(db, year);
  const scorerEmail = (zone: (typeof zoneRows)[number]) =>
    held.has(addressKey('scorer', zone.code)) ? zone.email?.trim() : undefined;
  const director = held.has(addressKey('director', DIRECTOR_SUBJECT)) ? directorSetting : null;
  if (!zoneRows.some(scorerEmail) && !director) return 0;
  const events = byMatch(await seasonEvents(db, year));
  const byZone = new Map<string, DigestLine[]>();
  for (const row of await liveMatches(db, year)) {
    const match = cardMatchOf(row);
    const filter = scorerFilterOf(cardState(events.get(matchKey(row)) ?? [], match, today));
    if (filter !== 'late' && filter !== 'waiting' && filter !== 'disputed') continue;
    const list = byZone.get(match.zone) ?? [];
    list.push({
      state: filter,
      text: `${match.division} round ${match.round}${match.date ? ` (${formatDay(match.date)})` : ''}: ${match.homeTeam.name} v ${match.awayTeam.name}`,
      path: deskPageOf(matchKey(row)),
    });
    byZone.set(match.zone, list);
  }
  const messages: QueuedMail[] = [];
  for (const zone of zoneRows) {
    const email = scorerEmail(zone);
    const lines = byZone.get(zone.code);
    if (!email || !lines?.length) continue;
    messages.push({
      ...scorerDigest({ zone: zone.code, zoneName: zone.name, week: formatDay(today), lines }),
      dedupeKey: `scorer-digest:${zone.code}:${today}:${email.toLowerCase()}`,
      kind: 'scorer-digest',
      recipient: email,
      address: { year, kind: 'scorer', subject: zone.code, path: '' },
    });
  }
  const busy = zoneRows
    .map((z) => ({ zone: z.code, zoneName: z.name, lines: byZone.get(z.code) ?? [] }))
    .filter((z) => z.lines.length);
  if (director && busy.length)
    messages.push({
      ...directorDigest({ week: formatDay(today), zones: busy }),
      dedupeKey: `director-digest:${today}:${director.toLowerCase()}`,
      kind: 'director-digest',
      recipient: director,
      address: { year, kind: 'director', subject: DIRECTOR_SUBJECT, path: '' },
    });
  return queueMail(db, messages, now);
}

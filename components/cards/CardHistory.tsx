import type { StoredCardEvent } from '@/lib/source/cards';
import type { CardMatch } from '@/lib/league/cards/matches';
import { schoolOf } from '@/lib/cards/card-view';
import { LEAGUE_TIME_ZONE } from '@/lib/league/today';

const when = new Intl.DateTimeFormat('en-AU', {
  timeZone: LEAGUE_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
});

const DONE = {
  report: 'Reported',
  confirm: 'Confirmed',
  dispute: 'Disputed',
  'auto-confirm': 'Confirmed automatically',
  publish: 'Published',
  enter: 'Entered',
  correct: 'Corrected',
  rule: 'Scored 0–0',
  workbook: 'Posted from the zone workbook',
  import: 'Posted by the league',
} as const;

/** Who did it: a school by name, an official by role. */
function who(match: CardMatch, side: StoredCardEvent['side']): string {
  if (side === 'home' || side === 'away') return ` by ${schoolOf(match, side)}`;
  if (side === 'scorer') return ' by the zone scorer';
  if (side === 'director') return ' by the Director of Play';
  return '';
}

/** A school's report after its own earlier one: the corrected card it sent before the other school answered. */
const isCorrection = (events: StoredCardEvent[], i: number) =>
  events[i]!.kind === 'report' &&
  events.slice(0, i).some((e) => e.kind === 'report' && e.side === events[i]!.side);

/** Every version and answer of a match's card, oldest first: kept for good, never changed. */
export function CardHistory({ match, events }: { match: CardMatch; events: StoredCardEvent[] }) {
  if (!events.length) return null;
  return (
    <section aria-labelledby="card-history">
      <h2 id="card-history">What happened</h2>
      <ol>
        {events.map((event, i) => (
          <li key={event.id}>
            {isCorrection(events, i) ? 'Corrected' : DONE[event.kind]}
            {event.kind === 'auto-confirm' ? '' : who(match, event.side)},{' '}
            <time dateTime={event.createdAt.toISOString()}>{when.format(event.createdAt)}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}

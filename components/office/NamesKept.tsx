import type { NamesRetention } from '@/lib/source/office';
import { formatLongDate } from '@/lib/league/dates';
import { plural } from '@/lib/league/plural';

/** When each season's players' names leave the store (docs/privacy.md): the office sees what will go, and when. */
export function NamesKept({ seasons, keepDays }: { seasons: readonly NamesRetention[]; keepDays: number }) {
  return (
    <section aria-labelledby="player-names">
      <h2 id="player-names">Players&apos; names</h2>
      <p>
        Schools keep their players&apos; names on their own pages. A season&apos;s names are deleted{' '}
        {keepDays} days after its last day of play (PLAYER_NAMES_KEEP_DAYS), but those a school keeps for the
        next season.
      </p>
      {seasons.length ? (
        <ul>
          {seasons.map((s) => (
            <li key={s.year}>
              {s.year}: {plural(s.players - s.kept, 'name')}
              {s.cards
                ? `, and the other names typed on ${plural(s.cards, 'match’s card', 'matches’ cards')},`
                : ''}{' '}
              deleted on {formatLongDate(s.deleteOn)} (last day of play {formatLongDate(s.end)}); {s.kept}{' '}
              kept for the next season.
            </li>
          ))}
        </ul>
      ) : (
        <p>No school has players on its register, and no card names a player.</p>
      )}
    </section>
  );
}

import type { Published } from '@/lib/league/cards/state';
import type { BoardSide } from '@/lib/league/cards/choices';
import type { MatchResult } from '@/lib/league/bundle';
import { publishedHow } from '@/lib/league/cards/card-text';
import { formatPoints } from '@/lib/league/draw-layout';
import { VersionsCompare } from './VersionsCompare';

/** The result as published now, board by board, and how it came to be published. */
export function PublishedResult({
  published,
  result,
  home,
  away,
  boards,
  photoHref,
}: {
  published: Published;
  /** The draw's result (its score, when the boards are not on record). */
  result: MatchResult | null;
  home: string;
  away: string;
  boards: BoardSide[];
  /** The photo of the signed card sent with it, if any. */
  photoHref: string | null;
}) {
  const how = publishedHow(published, published.how === 'corrected' ? published.event?.comment : null);
  const players = published.version?.players ?? published.event?.players ?? null;
  return (
    <section aria-labelledby="published">
      <h2 id="published">The published result</h2>
      {published.boards ? (
        <VersionsCompare
          title="As published"
          home={home}
          away={away}
          boards={boards}
          versions={[{ label: 'Published', boards: published.boards, players }]}
        />
      ) : result ? (
        <p>
          {home} {formatPoints(result.home)}–{formatPoints(result.away)} {away}; the boards are not on record.
        </p>
      ) : null}
      <p>{`${how[0]!.toUpperCase()}${how.slice(1).replace(/[.!?]$/, '')}.`}</p>
      {photoHref ? (
        <p>
          <a href={photoHref}>Photo of the signed card</a>
        </p>
      ) : null}
    </section>
  );
}

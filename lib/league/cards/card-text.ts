/**
 * A published card in the change record's words (change-text.ts's style):
 * `PA2 round 7: Darcy Road A 2½–1½ Carlingford B, confirmed by both schools`.
 */
import { scoreText } from '../draw-layout';
import type { Score } from '../season-change';
import type { Published } from './state';

const OFFICIAL_NAME = { scorer: 'the scorer', director: 'the Director of Play' } as const;

/** Who wrote a version, as the change record and the audit trail name them: `the PA scorer`, `the league`. */
export function authorName(by: Published['by'] | 'system', zone?: string): string {
  if (by === 'scorer') return zone ? `the ${zone} scorer` : 'the scorer';
  if (by === 'director') return OFFICIAL_NAME.director;
  if (by === 'league') return 'the league';
  return 'the site';
}

/** An official's reason inside a sentence that goes on (`…: board 3 was drawn, was 3–1`): no closing stop. */
const reasonText = (reason: string) => reason.trim().replace(/[\s.!?…]+$/u, '');

/** How it was published, after the score. */
export function publishedHow(
  published: Pick<Published, 'how' | 'by'>,
  reason?: string | null,
  zone?: string,
): string {
  const who = published.by === 'scorer' || published.by === 'director' ? OFFICIAL_NAME[published.by] : '';
  const because = reason ? `: ${reasonText(reason)}` : '';
  switch (published.how) {
    case 'confirmed':
      return 'confirmed by both schools';
    case 'auto-confirmed':
      return 'confirmed automatically, not disputed in time';
    case 'published':
      return `published by ${who}`;
    case 'entered':
      return `entered by ${who}`;
    case 'corrected':
      return `corrected by ${who}${because}`;
    case 'workbook':
      return published.by === 'league'
        ? `posted from a zone workbook by the league${because}`
        : `posted by ${authorName(published.by, zone)}’s workbook${because}`;
    case 'imported':
      return `posted by the league’s import${because}`;
    case 'ruled':
      return `scored 0–0 by ${who}: result card not received within 7 days`;
  }
}

const score = scoreText;

export function cardChangeText(
  match: { division: string; round: number; home: string; away: string },
  now: Score,
  how: string,
  was?: Score | null,
): string {
  const before = was ? `, was ${score(was)}` : '';
  return `${match.division} round ${match.round}: ${match.home} ${score(now)} ${match.away}, ${how}${before}`;
}

/** An import's result for a match whose card was published: the league's result wins. */
export function leagueCorrectedText(
  match: { division: string; round: number; home: string; away: string },
  now: Score,
  was: Score,
): string {
  return `${match.division} round ${match.round}: ${match.home} ${score(now)} ${match.away}, corrected by the league, was ${score(was)} by the card`;
}

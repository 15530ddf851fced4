/** The published cards of a season, as an import merges them (lib/league/cards/import-merge.ts). */
import type { Db } from '../client';
import { byMatch, seasonEvents } from './cards-events';
import { cardState } from '@/lib/league/cards/state';
import { mergePublishedCards, type CardMerge, type PublishedCard } from '@/lib/league/cards/import-merge';
import type { SeasonBundle } from '@/lib/league/bundle';

export async function publishedCards(db: Db, year: number): Promise<PublishedCard[]> {
  const cards: PublishedCard[] = [];
  for (const list of byMatch(await seasonEvents(db, year)).values()) {
    // The card's own state: whether the draw holds it now is what the merge decides.
    const state = cardState(list, { date: null, result: null }, '0000-01-01');
    if (state.state !== 'published') continue;
    const last = list[list.length - 1]!;
    const { year: y, division, round, home, away, homeTeam, awayTeam } = last;
    cards.push({ year: y, division, round, home, away, homeTeam, awayTeam, boards: state.published.boards });
  }
  return cards;
}

export async function withPublishedCards(db: Db, bundle: SeasonBundle): Promise<CardMerge> {
  return mergePublishedCards(bundle, await publishedCards(db, bundle.year));
}

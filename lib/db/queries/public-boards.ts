/**
 * The boards of published matches whose cards name players, as public pages may show them: each name through
 * the one gate (lib/league/players/public-name.ts), from the player's entry in their school's register; a name
 * on no register is not shown. The only public read of players' names (test/player-names.test.ts).
 */
import type { Db } from '@/lib/db/types';
import { registeredPlayer, registerSpellings } from './player-register';
import { byMatch, seasonEvents } from './result-versions';
import { readCardSeason } from './cards-season';
import { matchKey } from '@/lib/league/cards/match-ref';
import { cardState, type CardPlayers } from '@/lib/league/cards/state';
import { choiceLabel, choiceOfResult } from '@/lib/league/cards/choices';
import { publishedPlayers } from '@/lib/league/eligibility';
import { publicBoardLine, type PublicBoards } from '@/lib/league/players/public-name';
import type { CardMatch } from '@/lib/league/cards/matches';
import type { GameResult } from '@/lib/league/bundle';

export type { PublicBoards };

type Named = { match: CardMatch; boards: readonly GameResult[]; players: CardPlayers };

export async function getPublicBoards(
  db: Db,
  year: number,
  divisionCodes: readonly string[],
): Promise<PublicBoards[]> {
  const stored = await seasonEvents(db, year, divisionCodes);
  // Most divisions' cards name no one: their pages need no read of the season.
  if (!stored.some((e) => e.players)) return [];
  const events = byMatch(stored);
  const season = await readCardSeason(db, year);
  const named: Named[] = [];
  for (const match of season?.matches ?? []) {
    const list = events.get(matchKey(match));
    if (!list) continue;
    const state = cardState(list, match, '0000-01-01');
    if (state.state !== 'published' || !state.published.boards) continue;
    const names = publishedPlayers(state.published);
    if (names && [...names.home, ...names.away].some((n) => n?.trim()))
      named.push({ match, boards: state.published.boards, players: names });
  }
  const registers = await registerSpellings(
    db,
    year,
    named.map(({ match }) => match),
  );
  return named.map(({ match, boards, players: names }) => ({
    division: match.division,
    round: match.round,
    home: match.home,
    away: match.away,
    lines: boards.map((result, i) =>
      publicBoardLine({
        board: i + 1,
        home: {
          team: match.homeTeam.name,
          player: registeredPlayer(registers, match.homeTeam.school?.slug, names.home[i]),
        },
        away: {
          team: match.awayTeam.name,
          player: registeredPlayer(registers, match.awayTeam.school?.slug, names.away[i]),
        },
        score: choiceLabel(choiceOfResult(result)),
      }),
    ),
  }));
}

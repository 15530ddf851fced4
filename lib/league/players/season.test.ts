import type { GameResult } from '../bundle';
import type { CompetitionMode } from '../constants';
import { namesNotOnRegister, playerSeasons, type SchoolMatch } from './season';

/**
 * A hand-counted season: Darcy Road A's seven preliminary matches, home in odd rounds; Ava plays board 1 in
 * rounds 1, 2, 4 and 6 (wins, a draw, a forfeit win, a loss), Sam board 2 in rounds 1 and 3, round 7 is still
 * to be played, round 5's card names nobody.
 */
function season(mode: CompetitionMode): SchoolMatch[] {
  const cards: [number, (string | null)[] | null, GameResult[] | null][] = [
    [1, ['Ava Thompson', 'Sam Kumar', null, null], ['1', '0', '½', '1']],
    [2, ['ava  thompson', 'Noah Ng', null, null], ['½', '0', '0', '0']],
    [3, ['Lee Wu', 'Sam Kumar', null, null], ['0', '½', '1', '1']],
    [4, ['Ava Thompson', null, null, null], ['0F', 'FF', '1', '1']],
    [5, null, ['1', '1', '1', '1']],
    [6, ['AVA THOMPSON', null, null, null], ['0', '1', '1', '1']],
  ];
  const played: SchoolMatch[] = cards.map(([round, names, boards]) => {
    const side = round % 2 ? 'home' : 'away';
    return {
      round,
      date: `2026-05-${String(round + 6).padStart(2, '0')}`,
      mode,
      side,
      team: 'MA1:3',
      teamName: 'Darcy Road A',
      opponent: `Opponent ${round}`,
      published: {
        boards,
        players: names && { home: side === 'home' ? names : [], away: side === 'away' ? names : [] },
      },
    };
  });
  return [...played, { ...played[0]!, round: 7, opponent: 'Opponent 7', published: null }];
}

const REGISTER = [
  { id: 1, name: 'Ava Thompson' },
  { id: 2, name: 'Sam Kumar' },
  { id: 3, name: 'Zoe Park' },
];

describe('playerSeasons', () => {
  it('finds each game of a registered player, from the school’s side, with its board and score', () => {
    const [ava, sam, zoe] = playerSeasons(REGISTER, season('metropolitan_secondary'));
    // Round 2 away: ½ either way; round 4 away: the home side forfeited board 1, so Ava won it; round 6 away: 0 is a win.
    expect(ava!.games.map((g) => [g.round, g.board, g.score])).toEqual([
      [1, 1, '1'],
      [2, 1, '½'],
      [4, 1, '1F'],
      [6, 1, '1'],
    ]);
    expect(ava!.points).toBe(3.5);
    expect(ava!.games[0]).toMatchObject({ opponent: 'Opponent 1', date: '2026-05-07' });
    expect(sam!.games.map((g) => [g.round, g.board, g.score])).toEqual([
      [1, 2, '0'],
      [3, 2, '½'],
    ]);
    expect(sam!.points).toBe(0.5);
    expect(zoe).toMatchObject({ games: [], points: 0, team: null, eligibility: null });
  });

  it('counts a metropolitan secondary finalist’s matches: half the team’s preliminary matches, rounded up', () => {
    const [ava, sam] = playerSeasons(REGISTER, season('metropolitan_secondary'));
    expect(ava!.eligibility).toBe(
      'Ava Thompson has played 4 of Darcy Road A’s 7 preliminary matches; a finalist needs 4.',
    );
    expect(sam!.eligibility).toBe(
      'Sam Kumar has played 2 of Darcy Road A’s 7 preliminary matches; a finalist needs 4.',
    );
  });

  it('says so where a primary or a country competition sets no such minimum', () => {
    const [primary] = playerSeasons(REGISTER, season('metropolitan_primary'));
    expect(primary!.eligibility).toMatch(/^The primary rules set no number of matches/);
    const [country] = playerSeasons(REGISTER, season('country_secondary'));
    expect(country!.eligibility).toMatch(/^The Country secondary rules set no number of matches/);
    expect(playerSeasons(REGISTER, season('country_primary'))[0]!.eligibility).toBe(primary!.eligibility);
  });
});

describe('namesNotOnRegister', () => {
  it('lists the names typed on the school’s side that no registered player has, with their games', () => {
    expect(namesNotOnRegister(REGISTER, season('metropolitan_secondary'))).toEqual([
      { name: 'Lee Wu', games: 1 },
      { name: 'Noah Ng', games: 1 },
    ]);
  });

  it('counts a spelling the coordinator matched to a player as theirs, and no longer lists it', () => {
    const register = [...REGISTER, { id: 4, name: 'Lee Wutherford', alsoTyped: ['lee  wu'] }];
    const matches = season('metropolitan_secondary');
    expect(playerSeasons(register, matches)[3]!.games.map((g) => [g.round, g.board, g.score])).toEqual([
      [3, 1, '0'],
    ]);
    expect(namesNotOnRegister(register, matches)).toEqual([{ name: 'Noah Ng', games: 1 }]);
  });
});

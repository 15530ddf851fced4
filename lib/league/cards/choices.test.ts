import {
  cardBoards,
  cardScore,
  choiceOfResult,
  matchResultOf,
  resultOfChoice,
  tieBreakOf,
  CARD_CHOICES,
} from './choices';
import { matchKey, parseMatchKey } from './match-ref';
import { cardChangeText, publishedHow } from './card-text';
import type { GameResult } from '../bundle';

describe('a card’s choices', () => {
  it.each([
    ['1-0', '1'],
    ['½-½', '½'],
    ['0-1', '0'],
    ['1F-0F', '1F'],
    ['0F-1F', '0F'],
    ['0F-0F', 'FF'],
    ['Unfinished', 'X'],
    ['1–0', '1'],
    ['1/2-1/2', '½'],
  ])('%s is the board result %s', (choice, result) => {
    expect(resultOfChoice(choice)).toBe(result);
  });

  it.each(['2-0', '', '1-1', 'won'])('%p is not a choice', (choice) => {
    expect(resultOfChoice(choice)).toBeNull();
  });

  it('goes back from every result to its choice', () => {
    expect(CARD_CHOICES.map((c) => choiceOfResult(resultOfChoice(c)!))).toEqual([...CARD_CHOICES]);
  });

  it.each([
    [
      [2, 4],
      ['Black', 'White', 'Black', 'White'],
    ],
    [
      [1, 3],
      ['White', 'Black', 'White', 'Black'],
    ],
  ])('gives the home colours for home_white_boards %p', (white, colours) => {
    expect(cardBoards(white).map((b) => b.homeColour)).toEqual(colours);
  });
});

describe('the score and the tie-break', () => {
  it.each<[GameResult[], string, string | null]>([
    [['1', '½', '1', '0'], '2½–1½', null],
    [['1', '0', '1', '0'], '2–2', 'home on 3'],
    [['0', '1', '0', '1'], '2–2', 'away on 3'],
    [['0', '1', '½', '½'], '2–2', 'away on 1'],
    [['½', '½', '1', '0'], '2–2', 'home on 3'],
    [['½', '½', '½', '½'], '2–2', null],
    [['FF', '1', '0', 'FF'], '1–1', 'home on 2'],
    [['FF', 'FF', 'FF', 'FF'], '0–0', null],
    [['1F', '0F', 'X', '1'], '2–1', null],
  ])('%p scores %s, tie-break %s', (boards, text, tie) => {
    const score = cardScore(boards);
    expect(score.text).toBe(text);
    const t = tieBreakOf(boards);
    expect(t ? `${t.winner} on ${t.boards}` : null).toBe(tie);
  });

  it('publishes the tie-break only in a knock-out, and a ruling as 0-0', () => {
    expect(matchResultOf({ boards: ['1', '0', '1', '0'] }, true)).toEqual({
      home: 2,
      away: 2,
      boards: ['1', '0', '1', '0'],
      tiebreak: { winner: 'home' },
    });
    expect(matchResultOf({ boards: ['1', '0', '1', '0'] }, false)).toEqual({
      home: 2,
      away: 2,
      boards: ['1', '0', '1', '0'],
    });
    expect(matchResultOf({ ruled: 'late-card' }, false)).toEqual({ home: 0, away: 0, ruled: 'late-card' });
  });
});

describe('match keys and the change text', () => {
  it.each([
    ['PA2~r7~1v8', { year: 2026, division: 'PA2', round: 7, home: 1, away: 8 }],
    ['PA2~r0~1v8', null],
    ['PA2~r7~1v', null],
    ['../x~r1~1v2', null],
    ['PA2~r7~1v8 ', null],
  ])('%s', (key, ref) => {
    expect(parseMatchKey(2026, key)).toEqual(ref);
    if (ref) expect(matchKey(ref)).toBe(key);
  });

  it('names the match, the score and how it was published', () => {
    const match = { division: 'PA2', round: 7, home: 'Darcy Road A', away: 'Carlingford B' };
    expect(
      cardChangeText(match, { home: 2.5, away: 1.5 }, publishedHow({ how: 'confirmed', by: 'both' })),
    ).toBe('PA2 round 7: Darcy Road A 2½–1½ Carlingford B, confirmed by both schools');
    expect(
      cardChangeText(match, { home: 0, away: 0 }, publishedHow({ how: 'ruled', by: 'scorer' }), {
        home: 3,
        away: 1,
      }),
    ).toBe(
      'PA2 round 7: Darcy Road A 0–0 Carlingford B, scored 0–0 by the scorer: result card not received within 7 days, was 3–1',
    );
  });
});

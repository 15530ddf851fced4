import { publicMatchState, type AwaitingMatch } from './match-state';

describe('the public state of a match', () => {
  const awaiting: AwaitingMatch[] = [{ round: 4, home: 6, away: 2 }];

  it('is its result once it has one, whatever a card says', () => {
    expect(publicMatchState({ round: 4, home: 6, away: 2, hasResult: true }, awaiting)).toBe('result');
  });

  it('is awaiting confirmation while a reported card is not confirmed, from either side of the match', () => {
    expect(publicMatchState({ round: 4, home: 6, away: 2, hasResult: false }, awaiting)).toBe('awaiting');
  });

  it('is to be played otherwise: another round, other teams, or an opponent not known yet', () => {
    for (const match of [
      { round: 5, home: 6, away: 2 },
      { round: 4, home: 2, away: 6 },
      { round: 4, home: 6, away: null },
    ])
      expect(publicMatchState({ ...match, hasResult: false }, awaiting)).toBe('to be played');
  });

  it('is a bye against the bye', () => {
    expect(publicMatchState({ round: 4, home: 6, away: 'bye', hasResult: false }, awaiting)).toBe('bye');
  });
});

import { coloursText, dateText, scoreText, sideText, timeText } from './school-text';

describe('school page texts', () => {
  it('writes times as the rules do', () => {
    expect(timeText('16:00')).toBe('4 pm');
    expect(timeText('16:30')).toBe('4:30 pm');
    expect(timeText('09:05')).toBe('9:05 am');
    expect(timeText('12:00')).toBe('12 pm');
  });

  it('names the side, the colours and the date', () => {
    expect(sideText({ side: 'home', opponent: { kind: 'unknown' } })).toBe('Home');
    expect(sideText({ side: 'away', opponent: { kind: 'bye' } })).toBe('Bye');
    expect(coloursText({ whiteBoards: [1, 3], doubleMatch: false, opponent: { kind: 'unknown' } })).toBe(
      'White on boards 1 and 3',
    );
    expect(coloursText({ whiteBoards: null, doubleMatch: true, opponent: { kind: 'unknown' } })).toBe(
      'Two matches, colours reversed',
    );
    expect(coloursText({ whiteBoards: [2, 4], doubleMatch: false, opponent: { kind: 'bye' } })).toBeNull();
    expect(dateText({ date: '2026-03-27', playBy: true })).toBe('play by Friday 27 March 2026');
    expect(dateText({ date: null, playBy: false })).toBe('date to come');
  });

  it('writes a score from the team’s side with the draw’s marks', () => {
    const result = { home: 1, away: 2, outOf: 4, forfeits: true, incomplete: true, tiebreak: null };
    expect(scoreText({ side: 'home', result, score: { for: 1, against: 2, outcome: 'lost' } })).toBe(
      '1–2* (forfeit)',
    );
    const tied = {
      home: 2,
      away: 2,
      outOf: 4,
      forfeits: false,
      incomplete: false,
      tiebreak: 'away' as const,
    };
    expect(scoreText({ side: 'away', result: tied, score: { for: 2, against: 2, outcome: 'won' } })).toBe(
      '2–2#',
    );
    expect(scoreText({ side: 'home', result: null, score: null })).toBe('');
  });
});

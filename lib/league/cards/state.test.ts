import { cardState, type CardEvent, type CardEventKind, type CardSide, type DrawFacts } from './state';
import { actionFor, byUrgency, daysLate, lateCardRuleDate, scorerFilterOf } from './urgency';
import type { GameResult } from '../bundle';

const BOARDS: GameResult[] = ['1', '½', '1', '0'];
const OTHER: GameResult[] = ['0', '½', '1', '0'];
let id = 0;
const ev = (kind: CardEventKind, side: CardSide, extra: Partial<CardEvent> = {}): CardEvent => ({
  id: ++id,
  kind,
  side,
  linkId: 1,
  createdAt: new Date('2026-06-13T00:00:00Z'),
  boards: ['report', 'dispute', 'enter', 'correct'].includes(kind) ? BOARDS : null,
  result: null,
  players: null,
  comment: null,
  photoId: null,
  refEventId: null,
  ...extra,
});
const PLAYED: DrawFacts = { date: '2026-06-12' };
const TODAY = '2026-06-14';
const summary = (events: CardEvent[], facts = PLAYED) => {
  const s = cardState(events, facts, TODAY);
  if (s.state === 'reported') return `reported by ${s.by}`;
  if (s.state === 'published')
    return `published ${s.published.how} by ${s.published.by}${s.locked ? ', locked' : ''}`;
  return s.state;
};

describe('the state of a match card', () => {
  it.each<[string, () => CardEvent[], string]>([
    ['nothing yet, match to come', () => [], 'to-play'],
    ['home reports', () => [ev('report', 'home')], 'reported by home'],
    ['home reports twice', () => [ev('report', 'home'), ev('report', 'home')], 'reported by home'],
    ['away confirms', () => [ev('report', 'home'), ev('confirm', 'away')], 'published confirmed by both'],
    ['home cannot confirm its own', () => [ev('report', 'home'), ev('confirm', 'home')], 'reported by home'],
    ['away disputes', () => [ev('report', 'home'), ev('dispute', 'away', { boards: OTHER })], 'disputed'],
    [
      'a dispute is not confirmed by a late confirm',
      () => [ev('report', 'home'), ev('dispute', 'away'), ev('confirm', 'home')],
      'disputed',
    ],
    [
      'auto-confirm of the current version',
      () => {
        const r = ev('report', 'away');
        return [r, ev('auto-confirm', 'system', { refEventId: r.id })];
      },
      'published auto-confirmed by auto',
    ],
    [
      'auto-confirm of an older version does nothing',
      () => {
        const r = ev('report', 'away');
        return [r, ev('report', 'away'), ev('auto-confirm', 'system', { refEventId: r.id })];
      },
      'reported by away',
    ],
    [
      'the scorer publishes the dispute',
      () => {
        const d = ev('dispute', 'away', { boards: OTHER });
        return [ev('report', 'home'), d, ev('publish', 'scorer', { refEventId: d.id })];
      },
      'published published by scorer, locked',
    ],
    ['the scorer enters', () => [ev('enter', 'scorer')], 'published entered by scorer, locked'],
    [
      'a school cannot report over a published result',
      () => [ev('report', 'home'), ev('confirm', 'away'), ev('report', 'home')],
      'published confirmed by both',
    ],
    [
      'a correction stays locked',
      () => [ev('enter', 'scorer'), ev('correct', 'director')],
      'published corrected by director, locked',
    ],
    ['a school’s report is not an official action', () => [ev('publish', 'home')], 'result-needed'],
  ])('%s', (_name, events, expected) => {
    const list = events();
    expect(summary(list, list.length ? PLAYED : { date: '2026-06-20' })).toBe(expected);
  });

  it('publishes the newest published version, whoever wrote it: an import, a workbook, or the league removing its own', () => {
    const posted = { home: 1, away: 3 };
    expect(summary([ev('import', 'league', { result: posted })])).toBe(
      'published imported by league, locked',
    );
    const card = [ev('report', 'home'), ev('confirm', 'away')];
    expect(summary(card)).toBe('published confirmed by both');
    const overruled = cardState([...card, ev('import', 'league', { result: posted })], PLAYED, TODAY);
    expect(overruled.state === 'published' && overruled.published.result).toEqual(posted);
    expect(summary([...card, ev('workbook', 'scorer', { result: { home: 2, away: 2 } })])).toBe(
      'published workbook by scorer, locked',
    );
    expect(
      summary([ev('import', 'league', { result: posted }), ev('import', 'league', { result: null })]),
    ).toBe('result-needed');
    // Neither a school nor the site posts from a workbook or an import.
    expect(
      summary([ev('workbook', 'home', { result: posted }), ev('import', 'system', { result: posted })]),
    ).toBe('result-needed');
  });

  it("publishes a card's result with its tie-break in a knock-out, and a ruling as 0–0", () => {
    const tied: GameResult[] = ['1', '0', '½', '½'];
    const knockout = cardState(
      [ev('report', 'home', { boards: tied }), ev('confirm', 'away')],
      { ...PLAYED, knockout: true },
      TODAY,
    );
    expect(knockout.state === 'published' && knockout.published.result).toEqual({
      home: 2,
      away: 2,
      boards: tied,
      tiebreak: { winner: 'home' },
    });
    const ruled = cardState([ev('rule', 'scorer')], PLAYED, TODAY);
    expect(ruled.state === 'published' && ruled.published.result).toEqual({
      home: 0,
      away: 0,
      ruled: 'late-card',
    });
  });
});

describe('what a match needs, and in which order', () => {
  const listed = (state: ReturnType<typeof cardState>, date: string, round: number) => ({
    state,
    match: { date, round, division: 'PA2' },
  });
  it('puts a result to confirm first, then results to enter (oldest first), then waiting, to play, published', () => {
    const reportedByAway = cardState([ev('report', 'away')], PLAYED, TODAY);
    const reportedByHome = cardState([ev('report', 'home')], PLAYED, TODAY);
    const items = [
      listed(cardState([], { date: '2026-06-20' }, TODAY), '2026-06-20', 9),
      listed(cardState([ev('enter', 'scorer')], PLAYED, TODAY), '2026-06-12', 8),
      listed(reportedByHome, '2026-06-12', 7),
      listed(cardState([], { date: '2026-06-05' }, TODAY), '2026-06-05', 6),
      listed(cardState([], { date: '2026-05-29' }, TODAY), '2026-05-29', 5),
      listed(reportedByAway, '2026-06-12', 4),
    ];
    expect(byUrgency(items, () => 'home').map((i) => i.match.round)).toEqual([4, 5, 6, 7, 9, 8]);
    expect(actionFor(reportedByAway, 'home')).toBe('confirm-or-dispute');
    expect(actionFor(reportedByAway, 'away')).toBe('enter');
    expect(scorerFilterOf(reportedByAway)).toBe('waiting');
  });

  it('counts days late and the day the 7-day rule applies to primary', () => {
    expect(daysLate('2026-06-12', '2026-06-14')).toBe(2);
    expect(lateCardRuleDate('2026-06-12', 'primary')).toBe('2026-06-20');
    expect(lateCardRuleDate('2026-06-12', 'secondary')).toBeNull();
  });
});

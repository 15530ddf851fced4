import {
  checkCard,
  disputeError,
  DISPUTE_UNCHANGED,
  refusalOf,
  refusalOfShown,
  type ActionContext,
} from './check';
import { cardState } from './state';

const ok = ['1-0', '½-½', '1-0', '0-1'];
const messages = (input: Parameters<typeof checkCard>[0]) => {
  const checked = checkCard(input);
  return checked.ok ? [] : checked.errors.map((e) => `${e.field}: ${e.message}`);
};

describe('checking a card', () => {
  it('accepts four choices, names and a comment, trimmed', () => {
    expect(checkCard({ boards: ok, players: { home: [' Ann Lee ', null] }, comment: ' ok ' })).toEqual({
      ok: true,
      card: {
        boards: ['1', '½', '1', '0'],
        players: { home: ['Ann Lee', null, null, null], away: [null, null, null, null] },
        comment: 'ok',
      },
    });
  });

  it.each<[Parameters<typeof checkCard>[0], string]>([
    [{ boards: [...ok, '1-0'] }, 'boards: A card has exactly 4 boards, each with a result.'],
    [{ boards: ok.slice(0, 3) }, 'boards: A card has exactly 4 boards, each with a result.'],
    [{ boards: 'x' }, 'boards: A card has exactly 4 boards, each with a result.'],
    [
      { boards: ['1-0', '1-1', '1-0', '1-0'] },
      'board-2: Board 2: choose one of 1-0, ½-½, 0-1, 1F-0F, 0F-1F, 0F-0F, Unfinished.',
    ],
    [
      { boards: ok, players: { away: ['a\tb'] } },
      "players-away-1: Board 1 away player's name must be one line of plain text",
    ],
    [
      { boards: ok, players: { home: ['x'.repeat(101)] } },
      "players-home-1: Board 1 home player's name must be at most 100 characters.",
    ],
    [{ boards: ok, comment: 'a\u0000b' }, 'comment: The comment must be plain text'],
    [{ boards: ok, comment: 'x'.repeat(2001) }, 'comment: The comment must be at most 2000 characters.'],
  ])('refuses %p', (input, message) => {
    expect(messages(input)[0]).toContain(message);
  });
});

describe('who may act on a match, and when', () => {
  const played = { date: '2026-06-12', result: null };
  const context = (over: Partial<ActionContext>): ActionContext => ({
    sender: 'home',
    date: '2026-06-12',
    today: '2026-06-14',
    state: cardState([], played, '2026-06-14'),
    otherSchool: 'Carlingford',
    ...over,
  });
  const reported = cardState(
    [
      {
        id: 1,
        kind: 'report',
        side: 'away',
        linkId: 2,
        createdAt: new Date(),
        boards: ['1', '1', '1', '1'],
        result: null,
        players: null,
        comment: null,
        photoId: null,
        refEventId: null,
      },
    ],
    played,
    '2026-06-14',
  );
  it.each<[string, Parameters<typeof refusalOf>[0], Partial<ActionContext>, string | null]>([
    ['a report of a played match', 'report', {}, null],
    [
      'a match not yet played',
      'report',
      { date: '2026-06-20', state: cardState([], { date: '2026-06-20' }, '2026-06-14') },
      'This match has not been played yet: its result can be entered from the day of the match.',
    ],
    [
      'a report over the other school’s',
      'report',
      { state: reported },
      'Carlingford has reported this match: confirm its result or dispute it.',
    ],
    ['a confirmation of the other’s', 'confirm', { state: reported }, null],
    [
      'a confirmation of its own',
      'confirm',
      { sender: 'away', state: reported },
      'Your result waits for Carlingford to confirm it.',
    ],
    [
      'a published match',
      'report',
      {
        state: cardState(
          [
            {
              id: 9,
              kind: 'import',
              side: 'league',
              linkId: null,
              createdAt: new Date(),
              boards: null,
              result: { home: 2, away: 2 },
              players: null,
              comment: null,
              photoId: null,
              refEventId: null,
            },
          ],
          { date: '2026-06-12' },
          '2026-06-14',
        ),
      },
      'The league has settled this result; ask the zone scorer to correct it.',
    ],
    [
      'a correction of nothing',
      'correct',
      { sender: 'scorer' },
      'Only a published result can be corrected; enter the result instead.',
    ],
    ['a school publishing', 'publish', {}, 'Schools report, confirm or dispute a result.'],
  ])('%s', (_name, kind, over, message) => {
    expect(refusalOf(kind, context(over))).toBe(message);
  });

  it('refuses an answer to a version the other school has since replaced, and says so', () => {
    expect(refusalOfShown('confirm', context({ state: reported }), 1)).toBeNull();
    expect(refusalOfShown('dispute', context({ state: reported }), 0)).toBe(
      'Carlingford has changed its result since you opened the page: check it again.',
    );
    // The state's own refusal comes first; a report answers no version.
    expect(refusalOfShown('confirm', context({ sender: 'away', state: reported }), 0)).toBe(
      'Your result waits for Carlingford to confirm it.',
    );
    expect(refusalOfShown('report', context({}), 7)).toBeNull();
  });
});

describe('a dispute says what is wrong', () => {
  const reported = ['1', '½', '1', '0'] as const;
  it.each<[string, string[], string | null, boolean]>([
    ['the same boards, no comment', ['1', '½', '1', '0'], null, true],
    ['the same boards, a blank comment', ['1', '½', '1', '0'], '   ', true],
    [
      'the same boards with a comment',
      ['1', '½', '1', '0'],
      'Board 2 was played by a primary student.',
      false,
    ],
    ['one board changed, no comment', ['1', '½', '1', '½'], null, false],
    ['a forfeit instead of a loss', ['1', '½', '1', '0F'], null, false],
  ])('%s', (_name, boards, comment, refused) => {
    const error = disputeError(reported, boards as never, comment);
    expect(error).toEqual(refused ? { field: 'boards', message: DISPUTE_UNCHANGED } : null);
  });
});

import {
  inFilter,
  mailtoHref,
  officialStateText,
  parseScorerFilter,
  reminderText,
  ruleAppliesToday,
} from './scorer';
import type { CardEvent, CardState } from './state';
import { byUrgency, daysLate, lateCardRuleDate } from './urgency';

const event = (over: Partial<CardEvent>): CardEvent => ({
  id: 1,
  kind: 'report',
  side: 'home',
  linkId: 1,
  createdAt: new Date('2026-06-13T00:00:00Z'),
  boards: ['1', '½', '1', '0'],
  result: null,
  players: null,
  comment: null,
  photoId: null,
  refEventId: null,
  ...over,
});

describe("the scorer's late list", () => {
  const late = (
    date: string,
    division = 'PA2',
  ): { state: CardState; match: { date: string; round: number; division: string } } => ({
    state: { state: 'result-needed' },
    match: { date, round: 1, division },
  });

  it('lists the disputed first, then the most overdue first', () => {
    const disputed = {
      state: {
        state: 'disputed',
        report: event({}),
        dispute: event({ id: 2, kind: 'dispute', side: 'away' }),
      } as CardState,
      match: { date: '2026-06-12', round: 7, division: 'PA2' },
    };
    const list = byUrgency(
      [late('2026-06-05'), disputed, late('2026-05-01'), late('2026-05-22')],
      () => 'official',
    );
    expect(list.map((m) => `${m.state.state} ${m.match.date}`)).toEqual([
      'disputed 2026-06-12',
      'result-needed 2026-05-01',
      'result-needed 2026-05-22',
      'result-needed 2026-06-05',
    ]);
    expect(list.filter((m) => inFilter(m.state, 'late'))).toHaveLength(3);
    expect(list.filter((m) => inFilter(m.state, 'all'))).toHaveLength(4);
  });

  it('reads the filter from the address, else opens on what needs the official first', () => {
    const counts = { late: 3, waiting: 2, disputed: 1, published: 9, all: 15 };
    expect(parseScorerFilter('late', counts)).toBe('late');
    expect(parseScorerFilter(['published'], counts)).toBe('published');
    // A dispute first, then a late result, then a waiting card; nothing to do: everything.
    expect(parseScorerFilter('<script>', counts)).toBe('disputed');
    expect(parseScorerFilter(undefined, { ...counts, disputed: 0 })).toBe('late');
    expect(parseScorerFilter(undefined, { ...counts, disputed: 0, late: 0 })).toBe('waiting');
    expect(parseScorerFilter(undefined, { late: 0, waiting: 0, disputed: 0, published: 9, all: 9 })).toBe(
      'all',
    );
  });

  it("gives primary matches the 7-day rule's first day, and offers it from that day only", () => {
    // Due Friday 12 June: results not received within 7 days (by 19 June) may be scored 0-0 from 20 June.
    expect(lateCardRuleDate('2026-06-12', 'primary')).toBe('2026-06-20');
    expect(lateCardRuleDate('2026-06-12', 'secondary')).toBeNull();
    expect(ruleAppliesToday('2026-06-20', '2026-06-19')).toBe(false);
    expect(ruleAppliesToday('2026-06-20', '2026-06-20')).toBe(true);
    expect(ruleAppliesToday(null, '2026-12-01')).toBe(false);
    expect(daysLate('2026-06-12', '2026-06-20')).toBe(8);
  });
});

describe("the scorer's words for a state", () => {
  const teams = { home: 'North Rocks D', away: 'Darcy Road B' };
  it('says who waits for whom, how late, and who published', () => {
    expect(officialStateText({ state: 'result-needed' }, teams, 8)).toBe(
      'Late: no card, 8 days after the match',
    );
    expect(
      officialStateText({ state: 'reported', by: 'away', version: event({ side: 'away' }) }, teams, null),
    ).toBe('Reported by Darcy Road B — waiting for North Rocks D to confirm');
    const published: CardState = {
      state: 'published',
      locked: true,
      published: {
        how: 'published',
        by: 'scorer',
        boards: ['0', '½', '1', '0'],
        result: { home: 1.5, away: 2.5 },
        event: null,
        version: null,
      },
    };
    expect(officialStateText(published, teams, null)).toBe('Published: published by the scorer (locked)');
  });
});

describe('the reminder', () => {
  const input = {
    division: 'PA2',
    round: 7,
    homeTeam: 'Darcy Road A',
    awayTeam: 'Carlingford B',
    date: '2026-06-12',
    daysLate: 3,
    ruleDate: '2026-06-20',
    zoneName: 'Parramatta',
  };

  it('names the match, its day, how late it is and when the 7-day rule applies', () => {
    const { subject, body } = reminderText(input);
    expect(subject).toBe('Result needed: PA2 round 7, Darcy Road A v Carlingford B');
    expect(body).toContain(
      'PA2 round 7, Darcy Road A v Carlingford B, due on Friday 12 June 2026 (3 days ago)',
    );
    expect(body).toContain('may be scored 0–0 from Saturday 20 June 2026');
    expect(body).toContain('Parramatta zone scorer');
    expect(reminderText({ ...input, ruleDate: null, daysLate: 1 }).body).not.toContain('0–0');
    expect(reminderText({ ...input, daysLate: 1 }).body).toContain('(1 day ago)');
  });

  it('makes one mailto address for both schools, encoded', () => {
    const href = mailtoHref(['a@example.org', ' b@example.org', 'a@example.org'], {
      subject: 'R & D?',
      body: 'line 1\nline 2',
    });
    expect(href).toBe(
      'mailto:a%40example.org,b%40example.org?subject=R%20%26%20D%3F&body=line%201%0Aline%202',
    );
  });
});

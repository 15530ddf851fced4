import { leagueTimestamp, leagueToday } from './today';

describe('the league day', () => {
  it.each([
    ['2026-11-21T12:59:59Z', '2026-11-21'], // 11:59 pm in Sydney (daylight time, UTC+11)
    ['2026-11-21T13:00:00Z', '2026-11-22'],
    ['2026-06-30T13:59:59Z', '2026-06-30'], // standard time, UTC+10
    ['2026-06-30T14:00:00Z', '2026-07-01'],
    ['2026-12-31T13:00:00Z', '2027-01-01'],
  ])('%s is %s in Sydney', (instant, day) => {
    expect(leagueToday(new Date(instant))).toBe(day);
  });
});

describe('the league clock', () => {
  it.each([
    ['2026-06-13T08:00:05Z', '2026-06-13 18:00:05'], // standard time, UTC+10
    ['2026-11-21T08:00:05Z', '2026-11-21 19:00:05'], // daylight time, UTC+11
    ['2026-06-13T14:30:00Z', '2026-06-14 00:30:00'], // after midnight: the next day, hour 00
    ['2026-04-04T15:30:00Z', '2026-04-05 02:30:00'], // daylight time ends at 3 am: 2:30 comes twice
    ['2026-04-04T16:30:00Z', '2026-04-05 02:30:00'],
  ])('%s is %s in Sydney', (instant, time) => {
    expect(leagueTimestamp(new Date(instant))).toBe(time);
  });
});

describe('a fixed league day (LEAGUE_TODAY)', () => {
  const saved = process.env.LEAGUE_TODAY;
  afterEach(() => {
    if (saved === undefined) delete process.env.LEAGUE_TODAY;
    else process.env.LEAGUE_TODAY = saved;
  });

  it("is today when set, while a given instant keeps its own day (a card's time stays real)", () => {
    process.env.LEAGUE_TODAY = '2026-11-26';
    expect(leagueToday()).toBe('2026-11-26');
    expect(leagueToday(new Date('2026-11-21T13:00:00Z'))).toBe('2026-11-22');
  });

  it('is ignored unless it is a YYYY-MM-DD day', () => {
    process.env.LEAGUE_TODAY = 'tomorrow';
    expect(leagueToday()).toBe(leagueToday(new Date()));
  });
});

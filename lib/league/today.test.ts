import { leagueToday } from './today';

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

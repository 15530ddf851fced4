import { checkDrawSettings } from './settings';
import { roundDates } from './dates';

describe('round dates', () => {
  const winter = { from: '2027-07-03', to: '2027-07-18', name: 'NSW school holidays' };
  const holiday = { from: '2027-06-11', name: 'a public holiday' };

  it('falls on the match day each week from the commence date, skipping listed holidays', () => {
    // Commencing on a Wednesday, the first round is that week's Friday.
    const { dates, skipped } = roundDates('2027-05-05', 'friday', 9, [winter, holiday]);
    expect(dates).toEqual([
      '2027-05-07',
      '2027-05-14',
      '2027-05-21',
      '2027-05-28',
      '2027-06-04',
      '2027-06-18',
      '2027-06-25',
      '2027-07-02',
      '2027-07-23',
    ]);
    expect(skipped).toEqual([
      { date: '2027-06-11', name: 'a public holiday' },
      { date: '2027-07-09', name: 'NSW school holidays' },
      { date: '2027-07-16', name: 'NSW school holidays' },
    ]);
  });

  it('uses another match day, and with no holidays every week', () => {
    expect(roundDates('2027-05-07', 'tuesday', 3, []).dates).toEqual([
      '2027-05-11',
      '2027-05-18',
      '2027-05-25',
    ]);
    expect(roundDates('2027-05-07', 'friday', 2, []).dates).toEqual(['2027-05-07', '2027-05-14']);
  });

  it('stops rather than run on when holidays cover every week', () => {
    const { dates } = roundDates('2027-01-01', 'friday', 3, [
      { from: '2027-01-01', to: '2029-12-31', name: 'closed' },
    ]);
    expect(dates).toEqual([]);
  });
});

describe('draw settings', () => {
  it('defaults to divisions of 6 to 10 teams on Fridays', () => {
    expect(checkDrawSettings(undefined)).toEqual({
      ok: true,
      settings: {
        division_size: { min: 6, max: 10 },
        match_day: 'friday',
        zones: {},
        blackouts: [],
        placements: {},
      },
    });
  });

  it('names every bad field and accepts a good file', () => {
    const bad = checkDrawSettings({
      division_size: { min: 9, max: 7 },
      match_day: 'funday',
      blackouts: [{ from: '2027-07-10', to: '2027-07-01', name: 'x' }],
      extra: 1,
    });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.errors).toEqual(
      expect.arrayContaining([
        'settings division_size: min must not be more than max',
        expect.stringMatching(/^settings match_day: /),
        'settings blackouts[0].to: to must not be before from',
        expect.stringMatching(/^settings \(document\): .*extra/),
      ]),
    );
    const good = checkDrawSettings({
      zones: { PA: { match_day: 'thursday', commence: '2027-05-06' } },
      placements: { 'New Public School': 'PA' },
    });
    expect(good.ok && good.settings.zones.PA).toEqual({ match_day: 'thursday', commence: '2027-05-06' });
  });
});

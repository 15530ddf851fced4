import { demoBundle } from '@/test/season-index';
import { formatPoints, knockoutLayout, pairingText, roundDateLabel } from './draw-layout';

describe('draw text', () => {
  it.each([
    [0, '0'],
    [0.5, '½'],
    [2.5, '2½'],
    [4, '4'],
    [null, ''],
  ])('points %s → %s', (n, text) => expect(formatPoints(n)).toBe(text));

  it('dates rounds, with play-by dates for country secondary', () => {
    expect(roundDateLabel({ date: '2026-05-01' })).toBe('1 May');
    expect(roundDateLabel({ date: '2026-03-27', play_by: true })).toBe('play by 27 Mar');
    expect(roundDateLabel({ date: null })).toBe('');
  });

  it('writes pairings home team first', () => {
    expect(pairingText({ home: 1, away: 8 })).toBe('1 v 8');
    expect(pairingText({ home: 6, away: 'bye' })).toBe('6 bye');
    expect(pairingText({ home: 6, away: '?' })).toBe('6 v ?');
  });
});

describe('country secondary knock-out', () => {
  const northCoast2026 = demoBundle(2026).divisions.find((d) => d.code === 'NC1')!;

  it('splits the rounds into the main and second-place competitions', () => {
    const layout = knockoutLayout(northCoast2026);
    expect(layout.brackets.map((b) => `${b.title}: ${b.rounds.map((r) => r.n).join(',')}`)).toEqual([
      'Main competition: 1,2,3,4',
      'Second-place competition: 2,3,4,5',
    ]);
    expect(layout.brackets[0]!.rounds[0]!.dateLabel).toBe('play by 27 Mar');
    expect(layout.undrawn).toEqual([{ n: 6, dateLabel: 'play by 4 Dec' }]);
  });

  it('shows byes, opponents to be decided, unplayed pairings and tie-break wins', () => {
    const layout = knockoutLayout(northCoast2026);
    const [main, second] = layout.brackets;
    const bye = main!.rounds[2]!.pairings[0]!;
    expect([bye.home.label, bye.away.label, bye.away.kind]).toEqual([
      'Hastings Secondary College - Port Macquarie Campus',
      'Bye',
      'bye',
    ]);
    const unknown = second!.rounds[3]!.pairings[1]!;
    expect([unknown.away.label, unknown.away.kind, unknown.played]).toEqual([
      'to be decided',
      'unknown',
      false,
    ]);
    const tiebreak = main!.rounds[3]!.pairings[0]!;
    expect([tiebreak.home.score, tiebreak.home.won, tiebreak.home.wonOnTiebreak, tiebreak.away.won]).toEqual([
      '2',
      true,
      true,
      false,
    ]);
    expect(layout.anyTiebreak).toBe(true);
    const unplayed = second!.rounds[2]!.pairings[1]!;
    expect([unplayed.played, unplayed.home.score]).toEqual([false, '']);
    expect(layout.winner).toBeNull();
  });

  it("names the region's winner and runner-up once decided", () => {
    const western2025 = demoBundle(2025).divisions.find((d) => d.code === 'WE1')!;
    const layout = knockoutLayout(western2025);
    expect(layout.winner?.no).toBe(western2025.winner);
    expect(layout.runnerUp?.no).toBe(western2025.runner_up);
    expect(layout.winner).not.toBeNull();
  });
});

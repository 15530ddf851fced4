import { demoBundle } from '@/test/season-index';
import { sampleBundle } from '@/test/fixtures';
import { bracketLayout } from './finals-layout';

describe('finals grid as a bracket', () => {
  it('lays each step out as a column with its pairings, scores out of 8 and the tie-break as the league prints it', () => {
    const grid = demoBundle(2025).finals.find(
      (g) => g.stage === 'interregion' && g.value === 'country' && g.competition === 'primary',
    )!;
    const layout = bracketLayout(grid);
    expect(layout.columns.map((c) => `${c.name} ${c.date} ${c.matches.length}`)).toEqual([
      'Quarter 2025-09-26 3',
      'Semi 2025-11-26 2',
      'Final 2025-11-26 1',
    ]);
    const tied = layout.columns[0]!.matches[2]!;
    expect(tied.sides.map((s) => `${s.label} ${s.score}${s.winner ? ' (winner)' : ''}`)).toEqual([
      'Emmanuel Anglican College 4(11)# (winner)',
      'Armidale City 4(9)',
    ]);
    expect(layout.columns[0]!.matches[0]!.sides.map((s) => s.score)).toEqual(['2½', '5½']);
    expect(layout.anyTiebreak).toBe(true);
  });

  it('shows byes as byes, and the bye goes through', () => {
    const layout = bracketLayout(
      demoBundle(2025).finals.find((g) => g.stage === 'interregion' && g.value === 'country')!,
    );
    const bye = layout.columns[1]!.matches[1]!;
    expect(bye.sides.map((s) => [s.label, s.kind, s.score, s.winner])).toEqual([
      ['Wollongong', 'team', '', true],
      ['Bye', 'bye', '', false],
    ]);
    expect(layout.winner).toEqual({ no: 1, name: 'New Lambton South' });
  });

  it("traces each team's route through the grid", () => {
    const layout = bracketLayout(
      demoBundle(2025).finals.find((g) => g.stage === 'interregion' && g.value === 'country')!,
    );
    expect(layout.routes[1]).toEqual(['s1m1', 's2m1', 's3m1']);
    expect(layout.routes[5]).toEqual(['s1m2', 's2m2', 's3m1']);
    expect(layout.routes[7]).toBeUndefined();
  });

  it('leaves unplayed pairings and unknown opponents undecided', () => {
    const grid = sampleBundle().finals[0]!;
    grid.steps[1]!.matches[0] = { home: 3, away: '?' };
    const layout = bracketLayout(grid);
    expect(layout.columns[1]!.matches[0]!.sides.map((s) => [s.label, s.kind, s.score, s.winner])).toEqual([
      ['Wollongong', 'team', '', false],
      ['To be decided', 'unknown', '', false],
    ]);
    expect(layout.columns[1]!.matches[0]!.played).toBe(false);
    expect(layout.winner).toBeNull();
  });
});

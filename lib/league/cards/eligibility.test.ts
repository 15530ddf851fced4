import { eligibility } from './eligibility';

describe('finals eligibility from the cards', () => {
  it('lists players with their games, eligible from half the preliminary matches in the draw, names matched ignoring case and spaces', () => {
    const [team] = eligibility([
      {
        team: 'SA1:2',
        name: 'Epping A',
        matches: 4,
        scheduled: 5,
        lineups: [
          ['Ann Lee', 'Bo Chen', null, 'Cy Dale'],
          ['ann  lee', 'Bo Chen', 'Di Evans', null],
          null,
          ['Ann Lee', 'Di Evans', 'Ed Fox', 'Ann Lee'],
        ],
      },
    ]);
    // Five preliminary matches in the draw (one not yet published): three games are needed.
    expect(team!.needed).toBe(3);
    expect(team!.players).toEqual([
      { name: 'Ann Lee', games: 3, eligible: true },
      { name: 'Bo Chen', games: 2, eligible: false },
      { name: 'Di Evans', games: 2, eligible: false },
      { name: 'Cy Dale', games: 1, eligible: false },
      { name: 'Ed Fox', games: 1, eligible: false },
    ]);
  });
});

import { cardsCsv, parseCardsArgs } from './league-cards';

describe('the links and cards commands', () => {
  it.each([
    [['links', '2026'], { command: { name: 'links', year: 2026 } }],
    [
      ['links', '2026', '--rotate', 'Darcy Road'],
      { command: { name: 'links', year: 2026, rotateSchool: 'Darcy Road' } },
    ],
    [['links', '2026', '--rotate-zone', 'PA'], { command: { name: 'links', year: 2026, rotateZone: 'PA' } }],
    [
      ['links', '2026', '--rotate-director'],
      { command: { name: 'links', year: 2026, rotateDirector: true } },
    ],
    [['links', '2026', '--send'], { command: { name: 'links', year: 2026, send: true } }],
    [
      ['links', '2026', '--rotate', 'Darcy Road', '--send'],
      { command: { name: 'links', year: 2026, rotateSchool: 'Darcy Road', send: true } },
    ],
    [['links', '2026', '--send', '--send'], null],
    [['cards', '2026', 'out.csv'], { command: { name: 'cards', year: 2026 }, out: 'out.csv' }],
    [['links', '2026', '--rotate'], null],
    [['links', 'soon'], null],
    [['links', '2026', '--frobnicate', 'x'], null],
  ])('%p', (args, parsed) => {
    expect(parseCardsArgs(args)).toEqual(parsed);
  });

  it('writes the audit trail as CSV, formula-safe', () => {
    const csv = cardsCsv([
      {
        id: 1,
        createdAt: '2026-06-13 18:00:00',
        division: 'PA2',
        round: 7,
        homeTeam: 'Darcy Road A',
        awayTeam: 'Carlingford B',
        kind: 'report',
        side: 'home',
        sender: 'school:Darcy Road',
        homePoints: '2.5',
        awayPoints: '1.5',
        boards: '1-0 ½-½ 1-0 0-1',
        homePlayers: '',
        awayPlayers: '',
        comment: '=HYPERLINK("x")',
        photo: 'card-PA2-r7-1v2-photo-3.jpg',
        version: '',
      },
    ]);
    expect(csv.split('\n')[0]).toBe(
      'event,at_sydney,division,round,home,away,kind,side,sent_by,home_points,away_points,boards,home_players,away_players,comment,photo,of_event',
    );
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv.split('\n')[1]).toMatch(
      /^1,2026-06-13 18:00:00,PA2,7,.*,2\.5,1\.5,1-0 ½-½ 1-0 0-1,.*,card-PA2-r7-1v2-photo-3\.jpg,$/,
    );
  });
});

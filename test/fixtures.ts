/** A small, valid season bundle for tests, built fresh each call so tests can change it freely. */
import type { SeasonBundle } from '@/lib/league/bundle';

const window = (active: boolean) => ({
  cutoff_date: '2030-03-20',
  commence_date: '2030-05-03',
  invitation_active: active,
  price: 33,
});

export function sampleBundle(year = 2030): SeasonBundle {
  return {
    format: 'nswjcl-season/1',
    year,
    demo: true,
    active: true,
    published: true,
    info_block_hidden: false,
    home_white_boards: [1, 3],
    entry: {
      metropolitan_primary: window(true),
      metropolitan_secondary: window(true),
      country_primary: window(true),
      country_secondary: window(false),
    },
    regions: [
      { code: 'MW', name: 'Met West', metro: 'metropolitan' },
      { code: 'NC', name: 'North Coast', metro: 'country' },
    ],
    zones: [
      {
        code: 'PA',
        name: 'Parramatta',
        region: 'MW',
        competition: 'primary',
        scorer: { name: 'Parramatta zone scorer', email: 'scorer.parramatta@example.org' },
      },
      { code: 'NC', name: 'North Coast', region: 'NC', competition: 'secondary' },
    ],
    divisions: [
      {
        code: 'PA1',
        name: 'Division 1',
        no: 1,
        zone: 'PA',
        grade: 'championship',
        teams: [
          { no: 1, name: 'Carlingford A' },
          { no: 2, name: 'Darcy Road A' },
          { no: 3, name: 'North Rocks A' },
          { no: 4, name: '(Bye)', bye: true },
        ],
        rounds: [
          {
            n: 1,
            date: `${year}-05-03`,
            pairings: [
              { home: 1, away: 4, result: { home: 4, away: 0 } },
              { home: 2, away: 3, result: { home: 2.5, away: 1.5 } },
            ],
          },
          {
            n: 2,
            date: `${year}-05-10`,
            pairings: [
              { home: 4, away: 3, result: { home: 0, away: 4 } },
              { home: 1, away: 2, result: { home: 2, away: 1, boards: ['1', '0', '1F', 'X'] } },
            ],
          },
          {
            n: 3,
            date: `${year}-05-17`,
            pairings: [
              { home: 2, away: 4 },
              { home: 3, away: 1 },
            ],
          },
        ],
      },
    ],
    finals: [
      {
        competition: 'primary',
        grade: 'championship',
        stage: 'interregion',
        value: 'country',
        entrants: [
          { no: 1, name: 'New Lambton South', from: 'Hunter Region' },
          { no: 2, name: 'Emmanuel Anglican College', from: 'North Coast Region' },
          { no: 3, name: 'Wollongong', from: 'South Coast Region' },
        ],
        steps: [
          {
            name: 'Semi',
            date: `${year}-09-26`,
            matches: [
              {
                home: 1,
                away: 2,
                result: { home: 4, away: 4, tiebreak: { home: 11, away: 9, winner: 'home' } },
              },
              { home: 3, away: 'bye' },
            ],
          },
          {
            name: 'Final',
            date: `${year}-11-26`,
            matches: [{ home: 3, away: 1, result: { home: 2, away: 6 } }],
          },
        ],
      },
    ],
    round_robin_finals: null,
    history: { primary: null },
    schools: [
      {
        name: 'Carlingford Public School',
        address: 'Demo address',
        suburb: 'Carlingford',
        state: 'NSW',
        postcode: '2118',
        phone: '0255500001',
        location_of_chess_room: 'Library',
        metro: 'metropolitan',
        competition: 'primary',
        invitations: [
          {
            mode: 'metropolitan_primary',
            hash: `0123456789abcdef0123456789ab${year}`,
            submitted: false,
            coordinators: [
              {
                first_name: 'Sam',
                last_name: 'Example',
                title: 'Ms',
                type: 'Teacher',
                email: 'coordinator1.carlingford@example.org',
                mobile: '0491570006',
              },
            ],
          },
        ],
      },
    ],
  };
}

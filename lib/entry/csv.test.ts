import { entriesCsv } from './csv';

const row = {
  id: 7,
  year: 2026,
  mode: 'metropolitan_secondary',
  hash: null,
  schoolName: 'Sydney Boys, High',
  request: {
    school: {
      address: '1 "Quoted" Street',
      suburb: 'Surry Hills',
      state: 'NSW',
      postcode: '2010',
      phone: '0255500001',
      match_day_contact: 'Mr Lee',
      home_match_day: 'Tuesday',
      comments: '=HYPERLINK("x")',
    },
    teams: { senior: 1, intermediate: 0, junior: 2 },
    coordinators: [
      {
        title: 'Ms',
        first_name: 'Sam',
        last_name: 'Example',
        type: 'Teacher',
        email: 'sam@example.org',
        mobile: '0491570006',
      },
      {
        title: 'Dr',
        first_name: 'Kim',
        last_name: 'Demo',
        type: 'Coach',
        email: 'kim@example.org',
        mobile: '0491570110',
      },
    ],
  },
  totalTeams: 3,
  feeCents: 9900,
  ipAddress: '203.0.113.9',
  createdAt: new Date('2026-03-01T01:02:03Z'),
  reference: 'K7QM-3XPD',
  version: 1,
  firstId: null,
  forwardedAt: null,
};

describe('the entry requests CSV', () => {
  it('writes one row per request with its school, teams, fee and coordinators', () => {
    const [header, line, ...rest] = entriesCsv([row]).trimEnd().split('\n');
    expect(rest).toEqual([]);
    const columns = header!.split(',');
    expect(columns).toEqual(
      expect.arrayContaining([
        'school',
        'senior',
        'junior',
        'total_teams',
        'fee_aud',
        'coordinator_2_email',
        'match_day_contact',
        'forwarded_at',
      ]),
    );
    // Up to five previous-year and five new coordinators, six columns each.
    expect(columns.filter((c) => c.startsWith('coordinator_'))).toHaveLength(60);
    expect(line).toContain('"Sydney Boys, High"');
    expect(line).toContain('"1 ""Quoted"" Street"');
    expect(line).toContain(
      ',3,99.00,Ms,Sam,Example,Teacher,sam@example.org,0491570006,Dr,Kim,Demo,Coach,kim@example.org,0491570110,',
    );
    expect(line).toContain('Mr Lee,Tuesday');
  });

  it('keeps a spreadsheet from running a cell as a formula', () => {
    expect(entriesCsv([row])).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

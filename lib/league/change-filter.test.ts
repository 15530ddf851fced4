import type { ChangeRecord } from './bundle-news';
import {
  changesForSchool,
  changesPath,
  filterRecords,
  matchesFilter,
  parseChangeSegments,
} from './change-filter';

const records: ChangeRecord[] = [
  {
    at: '2026-05-02T09:00:00.000Z',
    items: [
      {
        kind: 'results-posted',
        group: 'PA2',
        text: 'PA2 round 1: results of 4 matches posted',
        competition: 'primary',
        zone: 'PA',
        teams: ['Darcy Road C', 'Darcy Road', 'Carlingford A'],
      },
    ],
  },
  {
    at: '2026-06-14T00:30:00.000Z',
    items: [
      {
        kind: 'team-renamed',
        group: 'EC3',
        text: 'EC3: Waverley College A renamed Waverley College Gold',
        competition: 'primary',
        zone: 'EC',
        teams: ['Waverley College A', 'Waverley College', 'Waverley College Gold'],
      },
      {
        kind: 'fee-changed',
        group: '',
        text: 'Metropolitan primary entry fee now $35 per team, was $33',
        competition: 'primary',
        teams: [],
      },
      {
        kind: 'finals-decided',
        group: 'Met East region Senior final',
        text: 'Met East region Senior final: Sydney Boys A won 5–3',
        competition: 'secondary',
        teams: ['Sydney Boys A', 'Newington A'],
      },
    ],
  },
];

describe('the changes a page shows', () => {
  it('filters by competition and zone, newest record first, dropping records left empty', () => {
    expect(filterRecords(records, (i) => matchesFilter(i, {})).map((r) => r.at)).toEqual([
      '2026-06-14T00:30:00.000Z',
      '2026-05-02T09:00:00.000Z',
    ]);
    expect(
      filterRecords(records, (i) => matchesFilter(i, { competition: 'secondary' })).flatMap((r) =>
        r.items.map((i) => i.group),
      ),
    ).toEqual(['Met East region Senior final']);
    expect(
      filterRecords(records, (i) => matchesFilter(i, { competition: 'primary', zone: 'PA' })).flatMap((r) =>
        r.items.map((i) => i.group),
      ),
    ).toEqual(['PA2']);
  });

  it("picks a school's changes by its slug, whichever way the school is written", () => {
    expect(changesForSchool(records, 'darcy-road').flatMap((r) => r.items.map((i) => i.group))).toEqual([
      'PA2',
    ]);
    expect(changesForSchool(records, 'waverley-college').flatMap((r) => r.items.map((i) => i.group))).toEqual(
      ['EC3'],
    );
    expect(changesForSchool(records, 'newington').flatMap((r) => r.items.map((i) => i.group))).toEqual([
      'Met East region Senior final',
    ]);
    expect(changesForSchool(records, 'carlingford-high')).toEqual([]);
  });

  it('reads and writes the filtered addresses, refusing what is not a competition or one of its zones', () => {
    const zones = [
      { code: 'PA', competition: 'primary' },
      { code: 'E', competition: 'secondary' },
    ];
    expect(parseChangeSegments([], zones)).toEqual({});
    expect(parseChangeSegments(['primary', 'PA'], zones)).toEqual({ competition: 'primary', zone: 'PA' });
    expect(parseChangeSegments(['secondary', 'PA'], zones)).toBeNull();
    expect(parseChangeSegments(['tertiary'], zones)).toBeNull();
    expect(parseChangeSegments(['primary', 'PA', 'x'], zones)).toBeNull();
    expect(changesPath(2026, { competition: 'primary', zone: 'PA' })).toBe('/2026/changes/primary/PA');
    expect(changesPath(2026, { zone: 'PA' })).toBe('/2026/changes');
  });
});

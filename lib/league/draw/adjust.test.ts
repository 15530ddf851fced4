/**
 * The office's changes to a draft draw: a move numbers both divisions again on their Berger tables (one
 * school's teams still meet in round 1), a swap keeps both tables, and what cannot be done is said.
 */
import type { Division } from '../bundle';
import { adjustDraft, draftReport } from './adjust';
import { drawnDivision } from './propose';

const zone = { code: 'HI', name: 'Hills' };
const dates = ['2027-05-07', '2027-05-14', '2027-05-21', '2027-05-28', '2027-06-04'];
const teams = (school: string, letters: string) =>
  [...letters].map((l) => ({ name: `${school} ${l}`, school }));
const draft: Division[] = [
  drawnDivision(
    zone,
    'championship',
    1,
    [...teams('Hills Grammar', 'ABC'), ...teams('Kellyville', 'AB')],
    dates,
  ).division,
  drawnDivision(zone, 'rookies', 2, teams('Kellyville', 'CD'), dates).division,
];
const names = (d: Division) => d.teams.map((t) => `${t.no} ${t.name}`);
const LIMITS = { min: 6, max: 10 };

it('moves a team to another division and draws both again, one school’s teams meeting in round 1', () => {
  const moved = adjustDraft(zone, draft, { kind: 'move', team: 'Hills Grammar C', to: 'HI2' });
  if (!moved.ok) throw new Error(moved.message);
  const [first, second] = moved.divisions;
  expect(first!.teams.filter((t) => !t.bye)).toHaveLength(4);
  expect(first!.rounds).toHaveLength(3);
  expect(names(second!)).toEqual(['1 Hills Grammar C', '2 Kellyville C', '3 Kellyville D', '4 (Bye)']);
  expect(second!.rounds.map((r) => r.date)).toEqual(dates.slice(0, 3));
  expect(second!.code).toBe('HI2');
  expect(second!.name).toBe('Hills Rookies 2');
  expect(draftReport(second!, LIMITS).lines).toContain(
    'Kellyville C and Kellyville D, of one school, meet in round 1',
  );
  expect(moved.text).toBe('Hills Grammar C moved from HI1 to HI2; both divisions were numbered again.');
});

it('swaps two teams into each other’s draw numbers, and keeps both tables', () => {
  const swapped = adjustDraft(zone, draft, { kind: 'swap', a: 'Hills Grammar A', b: 'Kellyville D' });
  if (!swapped.ok) throw new Error(swapped.message);
  const before = draft[0]!.teams.find((t) => t.name === 'Hills Grammar A')!.no;
  expect(swapped.divisions[0]!.teams.find((t) => t.no === before)!.name).toBe('Kellyville D');
  expect(swapped.divisions[1]!.teams.map((t) => t.name)).toContain('Hills Grammar A');
  expect(swapped.divisions.map((d) => d.rounds)).toEqual(draft.map((d) => d.rounds));
  // Kellyville C now shares nothing; the championship's Kellyville teams no longer all meet in round 1.
  const report = draftReport(swapped.divisions[0]!, LIMITS);
  expect(report.problems.join('\n')).toMatch(/Kellyville/);
});

it('refuses a move that leaves a division one team, an unknown team or division, and a swap of a team with itself', () => {
  expect(adjustDraft(zone, draft, { kind: 'move', team: 'Kellyville C', to: 'HI1' })).toEqual({
    ok: false,
    message: 'HI2 would be left with one team, Kellyville D: move it as well, or swap two teams instead.',
  });
  expect(adjustDraft(zone, draft, { kind: 'move', team: 'Nobody A', to: 'HI1' })).toMatchObject({
    ok: false,
  });
  expect(adjustDraft(zone, draft, { kind: 'move', team: 'Kellyville C', to: 'HI9' })).toMatchObject({
    ok: false,
    message: 'The draft has no division HI9.',
  });
  expect(adjustDraft(zone, draft, { kind: 'move', team: 'Kellyville C', to: 'HI2' })).toMatchObject({
    ok: false,
  });
  expect(adjustDraft(zone, draft, { kind: 'swap', a: 'Kellyville C', b: 'Kellyville C' })).toMatchObject({
    ok: false,
  });
});

it('says what a division does not meet: its size against the limits', () => {
  expect(draftReport(draft[1]!, LIMITS).problems).toContain('2 teams: fewer than the minimum of 6');
  expect(draftReport(draft[0]!, { min: 2, max: 4 }).problems).toContain(
    '5 teams: more than the maximum of 4',
  );
});

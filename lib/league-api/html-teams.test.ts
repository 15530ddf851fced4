import { divisionTableHtml } from './html';
import { teamsInTable } from './html-teams';
import type { Division } from '@/lib/league/bundle';

const division: Division = {
  code: 'PA2',
  name: 'Parramatta Intermediate 2',
  no: 2,
  zone: 'PA',
  grade: 'intermediate',
  teams: [
    { no: 1, name: 'Darcy Road C' },
    { no: 2, name: "St Bernadette's <b>Castle</b> Hill A" },
    { no: 3, name: '(Bye)', bye: true },
  ],
  rounds: [{ n: 1, date: '2026-05-01', pairings: [{ home: 1, away: 2, result: { home: 3, away: 1 } }] }],
};

describe('teamsInTable', () => {
  it('reads the teams and draw numbers of the tables the contract carries', () => {
    expect(teamsInTable(divisionTableHtml(division, [1, 3]))).toEqual([
      { name: 'Darcy Road C', no: 1 },
      { name: "St Bernadette's <b>Castle</b> Hill A", no: 2 },
      { name: '(Bye)', no: 3 },
    ]);
  });

  it('keeps text only, and ignores tables without a Team column', () => {
    const html =
      '<table><tr><th>No</th><th>Team</th></tr><tr><td>4</td><td><a href="x">Murray <script>alert(1)</script>Farm</a> C</td></tr></table>' +
      '<table><tr><td>1</td><td>cell</td></tr></table><p>loose</p>';
    expect(teamsInTable(html)).toEqual([{ name: 'Murray Farm C', no: 4 }]);
  });

  it('finds nothing in HTML without tables', () => {
    expect(teamsInTable('<p>No draw yet</p>')).toEqual([]);
  });
});

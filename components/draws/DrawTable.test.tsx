/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { demoBundle } from '@/test/season-index';
import { sampleBundle } from '@/test/fixtures';
import { DrawTable } from './DrawTable';

const pa2 = demoBundle(2026).divisions.find((d) => d.code === 'PA2')!;

/** A results row's cells as text, from the team's number to its place. */
function rowOf(name: string): string[] {
  const table = screen.getByRole('table', { name: /^Results:/ });
  const header = within(table).getByRole('rowheader', { name });
  return Array.from(header.closest('tr')!.children).map((cell) => cell.textContent ?? '');
}

describe('DrawTable', () => {
  it('gives the 2026 Parramatta Intermediate (PA2) totals and places as published', () => {
    render(<DrawTable draw={pa2} homeWhiteBoards={[1, 3]} caption="PA2 Parramatta Intermediate 2" />);
    expect(rowOf("St Bernadette's Castle Hill A")).toEqual([
      '2',
      "St Bernadette's Castle Hill A",
      '2½',
      '2',
      '4',
      '2½',
      '3½',
      '3',
      '2',
      '19½',
      '1st',
    ]);
    expect(rowOf('Parramatta West A')).toEqual([
      '6',
      'Parramatta West A',
      '3',
      '2',
      '3',
      '4',
      '2½',
      '2½',
      '2',
      '19',
      '2nd',
    ]);
    expect(rowOf('North Rocks D')).toEqual([
      '5',
      'North Rocks D',
      '1',
      '4',
      '1',
      '1',
      '0',
      '1',
      '1½',
      '9½',
      '7th',
    ]);
    const totals = within(screen.getByRole('table', { name: /^Results:/ }))
      .getByRole('rowheader', { name: 'Round total' })
      .closest('tr')!;
    expect(Array.from(totals.children).map((c) => c.textContent)).toEqual([
      '-',
      'Round total',
      '16',
      '16',
      '15',
      '16',
      '16',
      '16',
      '16',
      '111',
      '-',
    ]);
  });

  it('keeps the (Bye) row, with no place', () => {
    render(<DrawTable draw={pa2} homeWhiteBoards={[1, 3]} caption="PA2" />);
    expect(rowOf('(Bye)')).toEqual(['8', '(Bye)', '0', '0', '0', '0', '0', '0', '0', '0', '-']);
    expect(screen.getByText('(Bye): the team drawn against the bye scores 4.')).toBeInTheDocument();
  });

  it("marks the incomplete round 3 match with '*' and explains it", () => {
    render(<DrawTable draw={pa2} homeWhiteBoards={[1, 3]} caption="PA2" />);
    expect(rowOf('Darcy Road C')[4]).toBe('1* (incomplete match)');
    expect(rowOf('Murray Farm C')[4]).toBe('2* (incomplete match)');
    expect(screen.getByText(/^\* incomplete match/)).toBeInTheDocument();
  });

  it('lists the draw home team first, with dates, the reschedule note and the colours rule', () => {
    render(<DrawTable draw={pa2} homeWhiteBoards={[1, 3]} caption="PA2" />);
    const draw = screen.getByRole('table', { name: 'Draw: PA2' });
    const round1 = within(draw).getByRole('rowheader', { name: 'Round 1' }).closest('tr')!;
    expect(
      within(round1)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1 v 8', '2 v 7', '3 v 6', '4 v 5']);
    expect(round1).toHaveTextContent('1 May');
    expect(within(draw).getByRole('rowheader', { name: 'Round 6' }).closest('tr')).toHaveTextContent(
      '5 June†',
    );
    expect(screen.getByText(/^† Round 6: If either school is closed on 5 June/)).toBeInTheDocument();
    expect(
      screen.getByText('Home team (first named) plays White on boards 1 and 3 and Black on boards 2 and 4.'),
    ).toBeInTheDocument();
  });

  it("states the other colours rule when the season sets it, marks tie-break wins '#' and shows a dash for a match not yet played", () => {
    const division = sampleBundle().divisions[0]!;
    division.rounds[0]!.pairings[1]!.result = { home: 2, away: 2, tiebreak: { winner: 'away' } };
    render(<DrawTable draw={division} homeWhiteBoards={[2, 4]} caption="PA1" />);
    expect(
      screen.getByText('Home team (first named) plays White on boards 2 and 4 and Black on boards 1 and 3.'),
    ).toBeInTheDocument();
    expect(rowOf('North Rocks A')[2]).toBe('2# (won on tie-break)');
    expect(rowOf('Darcy Road A')[2]).toBe('2');
    expect(rowOf('Carlingford A')[4]).toBe('-');
    expect(screen.getByText('# won on tie-break after a tied match.')).toBeInTheDocument();
    expect(screen.getByText('Some results are still to come: places are as they stand.')).toBeInTheDocument();
  });

  it('marks a match reported by card and not yet confirmed, without a score', () => {
    const division = sampleBundle().divisions[0]!;
    const round = division.rounds.at(-1)!;
    const match = round.pairings.find((p) => typeof p.away === 'number')!;
    match.result = null;
    render(
      <DrawTable
        draw={division}
        homeWhiteBoards={[1, 3]}
        caption="PA1"
        awaiting={[{ round: round.n, home: match.home, away: match.away as number }]}
      />,
    );
    const row = screen.getByRole('rowheader', { name: `Round ${round.n}` }).closest('tr')!;
    const items = within(row)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toContain(`${match.home} v ${match.away} (reported, awaiting confirmation)`);
    expect(items.filter((text) => text?.includes('awaiting'))).toHaveLength(1);
    const home = division.teams.find((t) => t.no === match.home)!;
    expect(rowOf(home.name)[1 + round.n]).toBe('-');
  });
});

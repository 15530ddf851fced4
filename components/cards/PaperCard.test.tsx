/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { PaperCard, type PaperCardProps } from './PaperCard';

const PROPS: PaperCardProps = {
  title: 'PA2 Parramatta Intermediate 2, round 7',
  date: 'Friday 12 June 2026',
  startTime: '3:45 pm',
  venue: 'Murray Farm Public School, Demo address, Carlingford NSW 2118',
  home: { team: 'Murray Farm C', school: 'Murray Farm' },
  away: { team: 'Carlingford A', school: 'Carlingford' },
  homeWhite: [1, 3],
  address: 'https://example.test/private/abc/match/PA2~r7~7v1',
  qr: { size: 29, path: 'M4 4h1v1h-1z' },
};

describe('PaperCard', () => {
  it('is filled in with the match and has a box for each thing the captains write', () => {
    render(<PaperCard {...PROPS} />);
    expect(screen.getByRole('heading', { name: PROPS.title })).toBeVisible();
    expect(screen.getByText('Friday 12 June 2026, 3:45 pm')).toBeVisible();
    expect(screen.getByText(PROPS.venue!)).toBeVisible();
    const teams = screen.getByRole('table', { name: 'Teams' });
    expect(within(teams).getByText('Murray Farm C')).toBeVisible();
    expect(within(teams).getByText('Carlingford A')).toBeVisible();

    const boards = screen.getByRole('table', { name: /^Boards/ });
    const colours = [1, 2, 3, 4].map((n) => {
      const row = within(boards)
        .getByRole('rowheader', { name: `Board ${n}` })
        .closest('tr')!;
      return within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    });
    // White on boards 1 and 3 for the home team; then empty boxes for both players and the result.
    expect(colours).toEqual([
      ['White', '', '', ''],
      ['Black', '', '', ''],
      ['White', '', '', ''],
      ['Black', '', '', ''],
    ]);
    expect(within(boards).getByRole('rowheader', { name: 'Match score (home – away)' })).toBeVisible();

    const signatures = screen.getByRole('table', { name: /signatures/ });
    expect(within(signatures).getByRole('rowheader', { name: 'Home: Murray Farm C' })).toBeVisible();
    expect(within(signatures).getByRole('rowheader', { name: 'Away: Carlingford A' })).toBeVisible();

    expect(screen.getByRole('img', { name: "QR code of this card's private address" })).toBeVisible();
    expect(screen.getByText(PROPS.address!)).toBeVisible();
  });

  it('says so when the season gives no colours, date or venue', () => {
    render(<PaperCard {...PROPS} homeWhite={null} date={null} venue={null} />);
    expect(screen.getByText('as the two schools agree')).toBeVisible();
    expect(screen.getByText('the home school')).toBeVisible();
    const row = screen.getByRole('rowheader', { name: 'Board 1' }).closest('tr')!;
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('—');
  });

  it("prints the scorer's cards without any school's private address or QR code", () => {
    render(<PaperCard {...PROPS} address={null} qr={null} id="card-PA2-7v1" />);
    expect(screen.getByRole('article', { name: PROPS.title })).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.body.textContent).not.toContain('/private/');
  });
});

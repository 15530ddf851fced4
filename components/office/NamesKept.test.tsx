/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { NamesKept } from './NamesKept';

describe('NamesKept', () => {
  it('says how many names of each season go, on which day, and how many are kept', () => {
    render(
      <NamesKept
        keepDays={400}
        seasons={[
          { year: 2026, end: '2026-11-28', deleteOn: '2028-01-02', players: 14, kept: 3, cards: 0 },
          { year: 2027, end: '2027-11-27', deleteOn: '2028-12-31', players: 0, kept: 0, cards: 2 },
        ]}
      />,
    );
    expect(screen.getByRole('region', { name: "Players' names" })).toHaveTextContent(
      '2026: 11 names deleted on Sunday 2 January 2028 (last day of play Saturday 28 November 2026); 3 kept for the next season.',
    );
    expect(screen.getByRole('region', { name: "Players' names" })).toHaveTextContent(
      '2027: 0 names, and the other names typed on 2 matches’ cards, deleted on Sunday 31 December 2028',
    );
  });

  it('says so when no register holds a player', () => {
    render(<NamesKept keepDays={400} seasons={[]} />);
    expect(
      screen.getByText('No school has players on its register, and no card names a player.'),
    ).toBeInTheDocument();
  });
});

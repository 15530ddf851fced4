/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { AwaitingNote } from './AwaitingNote';

describe('AwaitingNote', () => {
  it('lists the reported matches by round and team numbers, in round order, without a score', () => {
    render(
      <AwaitingNote
        awaiting={[
          { round: 4, home: 2, away: 3 },
          { round: 3, home: 3, away: 1 },
        ]}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Round 3: 3 v 1 (reported, awaiting confirmation)',
      'Round 4: 2 v 3 (reported, awaiting confirmation)',
    ]);
  });

  it('shows nothing when no match is awaiting confirmation', () => {
    const { container } = render(<AwaitingNote awaiting={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

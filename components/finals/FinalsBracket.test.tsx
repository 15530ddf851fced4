/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { demoBundle } from '@/test/season-index';
import { bracketLayout } from '@/lib/league/finals-layout';
import { FinalsBracket } from './FinalsBracket';

const grid = demoBundle(2025).finals.find(
  (g) => g.competition === 'primary' && g.stage === 'interregion' && g.value === 'country',
)!;
const highlighted = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('[data-match][data-highlighted]')).map((m) =>
    m.getAttribute('data-match'),
  );

describe('FinalsBracket', () => {
  it('draws each step as a column with its date, scores out of 8, the tie-break as the league prints it, byes and the winner', () => {
    render(
      <FinalsBracket layout={bracketLayout(grid)} label="Country - Championship - finals" headingLevel={2} />,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Quarter 26 Sept',
      'Semi 26 Nov',
      'Final 26 Nov',
    ]);
    const tied = screen.getByText('4(11)#').closest('[data-match]') as HTMLElement;
    expect(within(tied).getByText('winner')).toBeInTheDocument();
    expect(within(tied).getByText('4(9)')).toBeInTheDocument();
    expect(screen.getByText('Bye')).toBeInTheDocument();
    expect(screen.getByText('Winner:')).toHaveTextContent('Winner: New Lambton South');
    expect(screen.getByRole('region', { name: 'Country - Championship - finals grid' })).toBeInTheDocument();
  });

  it("highlights a team's route on hover and on focus, and keeps it when pressed, once its script has loaded", async () => {
    const { container } = render(
      <FinalsBracket layout={bracketLayout(grid)} label="Grid" headingLevel={2} />,
    );
    // The highlight's listeners load after the first render (BracketRoutes).
    await act(async () => {
      await import('./bracket-routes');
    });
    const [wollongong] = screen.getAllByRole('button', { name: 'Wollongong' });
    fireEvent.mouseEnter(wollongong!);
    expect(highlighted(container)).toEqual(['s1m2', 's2m2', 's3m1']);
    fireEvent.mouseLeave(wollongong!);
    expect(highlighted(container)).toEqual([]);

    fireEvent.focus(screen.getByRole('button', { name: 'Scots Albury' }));
    expect(highlighted(container)).toEqual(['s1m2']);
    fireEvent.blur(screen.getByRole('button', { name: 'Scots Albury' }));

    fireEvent.click(wollongong!);
    expect(wollongong).toHaveAttribute('aria-pressed', 'true');
    expect(highlighted(container)).toEqual(['s1m2', 's2m2', 's3m1']);
  });
});

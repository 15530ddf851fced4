/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { demoBundle } from '@/test/season-index';
import type { Division } from '@/lib/league/bundle';
import { KnockoutDraw } from './KnockoutDraw';

describe('KnockoutDraw', () => {
  it('marks a knock-out match reported by card and not yet confirmed, without a score', () => {
    const season = demoBundle(2026);
    const country = new Set(season.zones.filter((z) => z.competition === 'secondary').map((z) => z.code));
    // jsdom has no structuredClone.
    const division = JSON.parse(
      JSON.stringify(
        season.divisions.find(
          (d) => d.grade === 'country' && country.has(d.zone) && d.rounds.some((r) => r.pairings.length),
        )!,
      ),
    ) as Division;
    const round = division.rounds.find((r) => r.pairings.some((p) => typeof p.away === 'number'))!;
    const match = round.pairings.find((p) => typeof p.away === 'number')!;
    match.result = null;
    const away = match.away as number;
    render(
      <KnockoutDraw
        division={division}
        homeWhiteBoards={season.home_white_boards}
        awaiting={[{ round: round.n, home: match.home, away }]}
      />,
    );
    const marked = screen.getAllByRole('cell', { name: 'reported, awaiting confirmation' });
    expect(marked).toHaveLength(1);
    const row = marked[0]!.closest('tr')!;
    const names = (no: number) => division.teams.find((t) => t.no === no)!.name;
    expect(row.textContent).toContain(names(match.home));
    expect(row.textContent).toContain(names(away));
  });
});

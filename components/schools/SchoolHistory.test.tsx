/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import type { SchoolSeasonSummary } from '@/lib/league/school-page';
import { RECENT_SEASONS_LISTED } from '@/lib/league/constants';
import { PastSeasons } from './SchoolHistory';

const season = (year: number): SchoolSeasonSummary => ({
  year,
  teams: [
    {
      name: 'Beecroft A',
      grade: 'championship',
      division: 'EC1',
      zone: 'East Central',
      place: '1st',
      complete: true,
    },
  ],
  finals: [],
});

describe('PastSeasons', () => {
  it('gives each of the newest other seasons a line, and links to every season for the older ones', () => {
    const past = Array.from({ length: 14 }, (_, i) => season(2025 - i));
    render(<PastSeasons slug="beecroft" past={past} activeYear={2026} />);
    const section = screen.getByRole('region', { name: 'Other seasons' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(past.slice(0, RECENT_SEASONS_LISTED).map((s) => String(s.year)));
    expect(
      within(section).getAllByText('1 team: Beecroft A, 1st in Championship EC1 (East Central).'),
    ).toHaveLength(RECENT_SEASONS_LISTED);
    const every = within(section).getByRole('link', { name: 'Every season' });
    expect(every.getAttribute('href')).toBe('/schools/beecroft/seasons');
    expect(every.parentElement?.textContent).toBe('Every season: 4 earlier seasons too.');
  });

  it('lists a school of few seasons in full, with the finals it reached', () => {
    const played = {
      ...season(2025),
      finals: [{ eventName: 'Championship East Central zone final', won: true }],
    };
    render(<PastSeasons slug="beecroft" past={[played]} activeYear={2026} />);
    expect(screen.getByRole('heading', { level: 3, name: '2025' })).toBeTruthy();
    expect(screen.getByText('Championship East Central zone final: winner')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Every season' }).parentElement?.textContent).toBe(
      'Every season',
    );
  });
});

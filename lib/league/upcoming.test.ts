import { upcomingEvents } from './upcoming';
import { sampleBundle } from '@/test/fixtures';

describe('upcoming events', () => {
  const bundle = sampleBundle(2030);
  const entry = {
    metropolitan_primary: { cutoff: '2030-03-20', commence: '2030-05-03', open: true },
    metropolitan_secondary: { cutoff: '2030-03-20', commence: null, open: false },
    country_primary: { cutoff: null, commence: null, open: false },
    country_secondary: { cutoff: null, commence: null, open: false },
  };

  it('lists entry closing, commencement and unplayed finals dates from today on, soonest first', () => {
    const grids = [
      { ...bundle.finals[0]!, steps: [{ ...bundle.finals[0]!.steps[1]!, matches: [{ home: 3, away: 1 }] }] },
    ];
    expect(upcomingEvents(2030, '2030-03-01', entry, grids)).toEqual([
      { date: '2030-03-20', label: 'Metropolitan primary: entries close', href: '/enter-online' },
      {
        date: '2030-05-03',
        label: 'Metropolitan primary: competition begins',
        href: '/2030/competition/metropolitan/primary',
      },
      {
        date: '2030-11-26',
        label: 'Inter-region championship finals (primary): final',
        href: '/2030/finals/championship/interregion/0/2',
      },
    ]);
    expect(upcomingEvents(2030, '2030-06-01', entry, grids).map((e) => e.date)).toEqual(['2030-11-26']);
  });

  it('leaves out finals steps that are already played', () => {
    expect(
      upcomingEvents(2030, '2030-01-01', entry, bundle.finals).some((e) => e.label.includes('finals')),
    ).toBe(false);
  });
});

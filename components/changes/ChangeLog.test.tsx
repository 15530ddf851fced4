/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { ChangeLog } from './ChangeLog';
import type { ChangeRecord } from '@/lib/league/bundle-news';

const item = (group: string, text: string) => ({ kind: 'results-posted' as const, group, text, teams: [] });

describe('the change log', () => {
  it('lists one section per Sydney day, newest first as given, with the changes under their division', () => {
    const records: ChangeRecord[] = [
      // 14 June in Sydney, though 13 June in UTC.
      { at: '2026-06-13T23:30:00.000Z', items: [item('EC3', 'EC3 round 2: results of 4 matches posted')] },
      {
        at: '2026-06-13T22:00:00.000Z',
        items: [
          item('PA2', 'PA2 round 4: results of 4 matches posted'),
          item('EC3', 'EC3 round 3 moved from 12 June to 19 June'),
        ],
      },
      {
        at: '2026-05-02T09:00:00.000Z',
        items: [item('', 'Metropolitan primary entry fee now $35 per team, was $33')],
      },
    ];
    render(<ChangeLog records={records} />);
    const days = screen.getAllByRole('heading', { level: 2 });
    expect(days.map((d) => d.textContent)).toEqual(['Sunday 14 June 2026', 'Saturday 2 May 2026']);
    const june = days[0]!.closest('section')!;
    expect(
      within(june)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['EC3', 'PA2']);
    expect(
      within(june)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'EC3 round 2: results of 4 matches posted',
      'EC3 round 3 moved from 12 June to 19 June',
      'PA2 round 4: results of 4 matches posted',
    ]);
    expect(june.id).toBe('changes-2026-06-14');
    expect(screen.getByRole('heading', { level: 3, name: 'Entries' })).toBeInTheDocument();
  });

  it('says so when nothing is recorded', () => {
    render(<ChangeLog records={[]} />);
    expect(screen.getByText('No changes recorded.')).toBeInTheDocument();
  });
});

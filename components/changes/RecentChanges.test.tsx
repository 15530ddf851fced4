/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ChangeSummary, RecentChanges } from './RecentChanges';
import type { PageNews } from '@/lib/league/change-filter';

const ALL = '/2026/changes/primary/EC';
const nothing: PageNews = { notices: [], lastAt: null, items: [] };
const changed: PageNews = {
  notices: [],
  // 14 June in Sydney, though 13 June in UTC.
  lastAt: '2026-06-13T23:30:00.000Z',
  items: [
    {
      at: '2026-06-13T23:30:00.000Z',
      item: {
        kind: 'results-posted',
        group: 'EC3',
        text: 'EC3 round 2: results of 4 matches posted',
        teams: [],
      },
    },
  ],
};

describe('the change summary above a draw', () => {
  it('is nothing at all while nothing has changed', () => {
    const { container } = render(<ChangeSummary news={nothing} allHref={ALL} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is one short sentence with the last change day and the way to the changes', () => {
    render(<ChangeSummary news={changed} allHref={ALL} />);
    const line = screen.getByText(/^Last changed/);
    expect(line.tagName).toBe('P');
    expect(line).toHaveTextContent(/^Last changed 14 June: see the changes$/);
    expect(screen.getByRole('link', { name: 'see the changes' })).toHaveAttribute('href', ALL);
  });
});

describe('the recent changes below a draw', () => {
  it('says nothing has changed, with the ways to all changes and the feed', () => {
    render(<RecentChanges news={nothing} allHref={ALL} feedHref="/2026/changes/feed.xml" />);
    expect(screen.getByRole('region', { name: 'Recent changes' })).toHaveTextContent(
      'No changes recorded since the draw was published.',
    );
    expect(screen.getByRole('link', { name: 'All changes' })).toHaveAttribute('href', ALL);
  });
});

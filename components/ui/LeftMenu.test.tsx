/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { LeftMenu } from './LeftMenu';

const regions = [
  {
    region_name: 'Met East',
    active: true,
    zones: [
      { zone_id: 'EC', zone_name: 'East Coast', href: '/2025/divisions/championship/EC', active: true },
      { zone_id: 'IW', zone_name: 'Inner-West', href: '/2025/divisions/championship/IW', active: false },
    ],
  },
  {
    region_name: 'Met South-West',
    active: false,
    zones: [
      { zone_id: 'FF', zone_name: 'Fairfield', href: '/2025/divisions/championship/FF', active: false },
    ],
  },
  {
    region_name: 'Met West',
    active: true,
    zones: [
      { zone_id: 'M-W', zone_name: 'Zone with a hyphen', href: '/2025/divisions/senior/M-W', active: true },
    ],
  },
];

const items = [
  { name: 'Draw and results', scrollToSelector: '#draw_and_results' },
  { name: 'History', scrollToSelector: '#history' },
  { name: 'All competitions', link: '/competitions' },
];

describe('LeftMenu', () => {
  it('links to the sections of the page and to other pages', () => {
    render(
      <LeftMenu
        label="Page menu"
        items={items}
        regionsHeading="Regions and zones"
        regions={regions}
        noRegionsText="None"
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Page menu' });
    expect(within(nav).getByRole('link', { name: 'Draw and results' })).toHaveAttribute(
      'href',
      '#draw_and_results',
    );
    expect(within(nav).getByRole('link', { name: 'History' })).toHaveAttribute('href', '#history');
    expect(within(nav).getByRole('link', { name: 'All competitions' })).toHaveAttribute(
      'href',
      '/competitions',
    );
  });

  it('lists only active regions and their active zones, each zone linking to its draw', () => {
    render(
      <LeftMenu
        label="Page menu"
        items={[]}
        regionsHeading="Regions and zones"
        regions={regions}
        noRegionsText="None"
      />,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Met East', 'Met West']);
    fireEvent.click(screen.getByRole('button', { name: 'Met East' }));
    const panel = screen.getByRole('region', { name: 'Met East' });
    expect(
      within(panel)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([['East Coast', '/2025/divisions/championship/EC']]);
    fireEvent.click(screen.getByRole('button', { name: 'Met West' }));
    expect(screen.getByRole('link', { name: 'Zone with a hyphen' })).toHaveAttribute(
      'href',
      '/2025/divisions/senior/M-W',
    );
  });

  it('says so when no region has a draw', () => {
    render(
      <LeftMenu
        label="Page menu"
        items={items}
        regionsHeading="Regions and zones"
        regions={[regions[1]!]}
        noRegionsText="No zone has a draw yet."
      />,
    );
    expect(screen.getByText('No zone has a draw yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

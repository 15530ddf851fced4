/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { demoBundle, seasonIndexOfBundle } from '@/test/season-index';
import { zoneQuickNav } from '@/lib/league/quick-nav';
import { parseZoneRoute } from '@/lib/league/routes';
import { QuickNav } from './QuickNav';

const index = seasonIndexOfBundle(demoBundle(2026));

describe('QuickNav', () => {
  it('links each option, marks the current page, and disables options with no games', () => {
    render(<QuickNav groups={zoneQuickNav(index, parseZoneRoute(index, 2026, 'senior', 'E')!)} />);
    const nav = screen.getByRole('navigation', { name: 'Quick navigation' });
    const grade = within(nav).getByRole('group', { name: 'Grade' });
    expect(within(grade).getByRole('link', { name: 'Senior' })).toHaveAttribute('aria-current', 'page');
    expect(within(grade).getByRole('link', { name: 'Junior' })).toHaveAttribute(
      'href',
      '/2026/divisions/junior/E',
    );

    const region = within(nav).getByRole('group', { name: 'Region' });
    const disabled = within(region).getByRole('link', { name: 'Met South-West' });
    expect(disabled).toHaveAttribute('aria-disabled', 'true');
    expect(disabled).not.toHaveAttribute('href');
    expect(disabled).toHaveAttribute('tabindex', '0');
    expect(disabled).toHaveAccessibleDescription('No games');
    expect(within(region).getByRole('link', { name: 'Met West' })).toHaveAttribute(
      'href',
      '/2026/divisions/senior/W',
    );
  });

  it('shows nothing without groups', () => {
    const { container } = render(<QuickNav groups={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

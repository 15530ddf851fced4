/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Breadcrumbs, titleOf } from './Breadcrumbs';

describe('Breadcrumbs', () => {
  it('begins with Home, links every crumb but the last, and marks the current page', () => {
    render(
      <Breadcrumbs
        crumbs={[
          { label: 'Competitions', url: '/competitions' },
          { label: 'Metropolitan primary competition 2026' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Competitions' })).toHaveAttribute('href', '/competitions');
    expect(screen.queryByRole('link', { name: /2026/ })).toBeNull();
    expect(screen.getByText('Metropolitan primary competition 2026')).toHaveAttribute('aria-current', 'page');
  });

  it('is not shown with only the Home crumb', () => {
    const { container } = render(<Breadcrumbs crumbs={[]} />);
    expect(container).toBeEmptyDOMElement();
    expect(titleOf([])).toBe('Home');
  });
});

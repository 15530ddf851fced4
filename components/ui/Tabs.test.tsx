/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { id: 'EC1', label: 'EC1', content: <p>First division</p> },
  { id: 'EC2', label: 'EC2', content: <p>Second division</p> },
  { id: 'EC3', label: 'EC3', content: <p>Third division</p> },
];

const panelOf = (name: string) =>
  document.getElementById(screen.getByRole('tab', { name }).getAttribute('aria-controls')!)!;

beforeEach(() => window.history.replaceState(null, '', '/2026/divisions/championship/EC'));

describe('Tabs', () => {
  it('shows the first tab when the hash names none, with one tab stop', () => {
    render(<Tabs label="Divisions" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Divisions' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'EC1' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'EC1' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'EC2' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'EC1' })).toHaveTextContent('First division');
    expect(panelOf('EC2')).not.toBeVisible();
  });

  it('opens the tab the hash names', () => {
    window.history.replaceState(null, '', '#EC3');
    render(<Tabs label="Divisions" items={items} />);
    expect(screen.getByRole('tab', { name: 'EC3' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Third division');
  });

  it('records a clicked tab in the hash', () => {
    render(<Tabs label="Divisions" items={items} />);
    fireEvent.click(screen.getByRole('tab', { name: 'EC2' }));
    expect(window.location.hash).toBe('#EC2');
    expect(screen.getByRole('tab', { name: 'EC2' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Second division');
  });

  it('moves with the arrow keys, Home and End, wrapping at the ends', () => {
    render(<Tabs label="Divisions" items={items} />);
    const first = screen.getByRole('tab', { name: 'EC1' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'EC3' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'EC3' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'EC1' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'EC3' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'EC1' })).toHaveFocus();
    expect(window.location.hash).toBe('#EC1');
  });

  it('follows the hash when it changes', () => {
    render(<Tabs label="Divisions" items={items} />);
    act(() => {
      window.location.hash = 'EC2';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByRole('tab', { name: 'EC2' })).toHaveAttribute('aria-selected', 'true');
  });

  it('renders every panel, one after another, before the script runs', () => {
    const html = renderToString(<Tabs label="Divisions" items={items} />);
    expect(html).not.toContain('role="tab"');
    expect(html).toContain('First division');
    expect(html).toContain('Second division');
    expect(html).toContain('Third division');
    expect(html).toContain('href="#EC2"');
  });

  it("keeps the panels' content when the script takes over, so nothing on the page is rebuilt", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Tabs label="Divisions" items={items} />);
    document.body.append(container);
    const before = container.querySelector('p')!;
    await act(async () => {
      hydrateRoot(container, <Tabs label="Divisions" items={items} />);
    });
    expect(screen.getByRole('tablist', { name: 'Divisions' })).toBeInTheDocument();
    expect(container.querySelector('p')).toBe(before);
    expect(before.isConnected).toBe(true);
    container.remove();
  });
});

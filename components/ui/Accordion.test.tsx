/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Accordion, type AccordionItem } from './Accordion';

const items: AccordionItem[] = [
  { id: 'organisation', title: 'Organisation', content: <p>Six regions play a knock-out.</p> },
  { id: 'teams', title: 'Teams', content: <p>Four players from the school.</p> },
  { id: 'contacts', title: 'Contacts', content: <p>Write to the convenor.</p> },
];

describe('Accordion', () => {
  it('starts closed: each button says it is collapsed and controls its hidden panel', () => {
    render(<Accordion items={items} headingLevel={3} />);
    const button = screen.getByRole('button', { name: 'Organisation' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Organisation' })).toContainElement(button);
  });

  it('opens one item at a time, and closes the open one when it is clicked again', () => {
    render(<Accordion items={items} headingLevel={3} />);
    const organisation = screen.getByRole('button', { name: 'Organisation' });
    const teams = screen.getByRole('button', { name: 'Teams' });

    fireEvent.click(organisation);
    expect(organisation).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Organisation' })).toHaveTextContent(
      'Six regions play a knock-out.',
    );

    fireEvent.click(teams);
    expect(teams).toHaveAttribute('aria-expanded', 'true');
    expect(organisation).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Six regions play a knock-out.')).not.toBeVisible();
    expect(screen.getByText('Four players from the school.')).toBeVisible();

    fireEvent.click(teams);
    expect(teams).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('opens the default item first', () => {
    render(<Accordion items={items} defaultOpenId="contacts" />);
    expect(screen.getByRole('button', { name: 'Contacts' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('moves focus between items with the arrow keys, Home and End, wrapping round', () => {
    render(<Accordion items={items} />);
    const [first, second, third] = screen.getAllByRole('button');
    first!.focus();
    fireEvent.keyDown(first!, { key: 'ArrowDown' });
    expect(second).toHaveFocus();
    fireEvent.keyDown(second!, { key: 'End' });
    expect(third).toHaveFocus();
    fireEvent.keyDown(third!, { key: 'ArrowDown' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first!, { key: 'ArrowUp' });
    expect(third).toHaveFocus();
    fireEvent.keyDown(third!, { key: 'Home' });
    expect(first).toHaveFocus();
    // Other keys are left to the browser (Enter and Space press the button).
    fireEvent.keyDown(first!, { key: 'a' });
    expect(first).toHaveFocus();
  });

  it('names no regions when there are many panels', () => {
    const many = Array.from({ length: 8 }, (_, i) => ({
      id: `i${i}`,
      title: `Item ${i}`,
      content: <p>Text {i}</p>,
    }));
    render(<Accordion items={many} defaultOpenId="i0" />);
    expect(screen.getByText('Text 0')).toBeVisible();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('renders native disclosures on the server, so the content opens without JavaScript', () => {
    const html = renderToString(<Accordion items={items} headingLevel={3} defaultOpenId="teams" />);
    expect(html.match(/<details/g)).toHaveLength(3);
    expect(html).toMatch(/<details name="[^"]+" open=""[^>]*><summary[^>]*><h3[^>]*>Teams<\/h3><\/summary>/);
    expect(html).toContain('Six regions play a knock-out.');
    expect(html).not.toContain('aria-expanded');
  });
});

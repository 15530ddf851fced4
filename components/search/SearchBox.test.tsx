/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SearchBox } from './SearchBox';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const answers = [
  { kind: 'school', label: 'Beecroft Public School', detail: '', href: '/schools/beecroft' },
  {
    kind: 'zone',
    label: 'Beecroft zone',
    detail: 'Met North region, primary',
    href: '/2026/divisions/championship/BE',
  },
];

beforeEach(() => {
  jest.useFakeTimers();
  push.mockReset();
  global.fetch = jest.fn(async () => ({
    ok: true,
    json: async () => ({ result: 1, data: { results: answers } }),
  })) as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

async function typeInto(box: HTMLElement, text: string) {
  fireEvent.change(box, { target: { value: text } });
  await act(async () => {
    jest.advanceTimersByTime(250);
  });
}

describe('SearchBox', () => {
  it('is a GET form to /search with a field named q and a submit button, in a named search landmark', () => {
    render(<SearchBox name="Find your school" />);
    const form = screen.getByRole('search', { name: 'Find your school' });
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('combobox', { name: 'Find your school, zone or division' })).toHaveAttribute(
      'name',
      'q',
    );
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('asks for suggestions after typing stops, lists them, and opens the chosen one with the keyboard', async () => {
    render(<SearchBox name="Find your school" />);
    const box = screen.getByRole('combobox');
    await typeInto(box, 'beec');
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect((global.fetch as jest.Mock).mock.calls[0][0]).toBe('/api/search?q=beec');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Beecroft Public SchoolSchool',
      'Beecroft zoneZone · Met North region, primary',
    ]);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(push).toHaveBeenCalledWith('/2026/divisions/championship/BE');
  });

  it('does not ask for one letter, and Escape closes the list', async () => {
    render(<SearchBox name="Find your school" />);
    const box = screen.getByRole('combobox');
    await typeInto(box, 'b');
    expect(global.fetch).not.toHaveBeenCalled();
    await typeInto(box, 'be');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(push).not.toHaveBeenCalled();
  });
});

it('names only the classes it has: no "undefined" in a box without a page style or one of its own', () => {
  render(<SearchBox name="Menu search" />);
  const form = screen.getByRole('search', { name: 'Menu search' });
  expect(form.className.split(' ')).not.toContain('undefined');
  expect(form.className).toBe(form.className.trim());
});

/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { NavigationEvents } from './NavigationEvents';
import { startNavigation } from './navigation';
import {
  ACTIVE_SEASON_ID_KEY,
  ACTIVE_SEASON_YEAR_KEY,
  LOCATION_CHANGING_CLASS,
  LOCATION_KEY,
} from './storage-keys';

let pathname = '/home';
let search = '';
jest.mock('next/navigation', () => ({
  usePathname: () => pathname,
  useSearchParams: () => new URLSearchParams(search),
}));

const changing = () => document.body.classList.contains(LOCATION_CHANGING_CLASS);

function page() {
  return (
    <>
      <NavigationEvents activeSeasonId={7} activeSeasonYear={2026} />
      <a href="/competitions" onClick={(e) => e.preventDefault()}>
        Competitions
      </a>
      <a href="/home" onClick={(e) => e.preventDefault()}>
        This page
      </a>
      <a href="#upcoming" onClick={(e) => e.preventDefault()}>
        Upcoming
      </a>
      <a href="https://www.nswjcl.org.au/" onClick={(e) => e.preventDefault()}>
        League
      </a>
      <a href="/elsewhere" target="_blank" onClick={(e) => e.preventDefault()}>
        New tab
      </a>
    </>
  );
}

describe('NavigationEvents', () => {
  let scrollTo: jest.SpyInstance;

  beforeEach(() => {
    pathname = '/home';
    search = '';
    window.history.replaceState(null, '', '/home');
    localStorage.clear();
    sessionStorage.clear();
    document.body.className = '';
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });

  afterEach(() => scrollTo.mockRestore());

  it('stores the address and the active season, without scrolling the first page', () => {
    render(page());
    expect(localStorage.getItem(LOCATION_KEY)).toBe('/home');
    expect(sessionStorage.getItem(LOCATION_KEY)).toBe('/home');
    expect(sessionStorage.getItem(ACTIVE_SEASON_ID_KEY)).toBe('7');
    expect(sessionStorage.getItem(ACTIVE_SEASON_YEAR_KEY)).toBe('2026');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('marks the body while a link leads to another page, and clears it when the page is shown', () => {
    const { rerender } = render(page());
    fireEvent.click(screen.getByRole('link', { name: 'Competitions' }));
    expect(changing()).toBe(true);

    pathname = '/competitions';
    search = 'a=1';
    window.history.pushState(null, '', '/competitions?a=1');
    rerender(page());
    expect(changing()).toBe(false);
    expect(localStorage.getItem(LOCATION_KEY)).toBe('/competitions?a=1');
    expect(sessionStorage.getItem(LOCATION_KEY)).toBe('/competitions?a=1');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it.each(['This page', 'Upcoming', 'League', 'New tab'])(
    'leaves the body alone for the link "%s"',
    (name) => {
      render(page());
      fireEvent.click(screen.getByRole('link', { name }));
      expect(changing()).toBe(false);
    },
  );

  it('leaves the body alone for a click with a modifier key (a new tab)', () => {
    render(page());
    fireEvent.click(screen.getByRole('link', { name: 'Competitions' }), { ctrlKey: true });
    expect(changing()).toBe(false);
  });

  it('does not scroll to the top on back and forward', () => {
    const { rerender } = render(page());
    window.history.pushState(null, '', '/competitions');
    fireEvent.popState(window);
    expect(changing()).toBe(true);
    pathname = '/competitions';
    rerender(page());
    expect(changing()).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('marks a navigation that code starts the same way as a link, and not one to this page', () => {
    render(page());
    expect(startNavigation('/home')).toBe(false);
    expect(changing()).toBe(false);
    expect(startNavigation('/2026/finals')).toBe(true);
    expect(changing()).toBe(true);
  });

  it('clears the class of a page restored from the back-forward cache', () => {
    render(page());
    document.body.classList.add(LOCATION_CHANGING_CLASS);
    fireEvent(window, new Event('pageshow'));
    expect(changing()).toBe(false);
  });
});

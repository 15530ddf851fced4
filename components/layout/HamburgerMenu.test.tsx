/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { HamburgerMenu } from './HamburgerMenu';

let pathname = '/home';
jest.mock('next/navigation', () => ({ usePathname: () => pathname, useRouter: () => ({ push: jest.fn() }) }));

const links = [
  { href: '/2026/competition/metropolitan/primary', label: 'Metropolitan primary competition' },
  { href: '/2026/competition/country/secondary', label: 'Country secondary competition' },
];

function setup() {
  const view = render(
    <>
      <HamburgerMenu links={links} />
      <a href="/elsewhere">Elsewhere</a>
    </>,
  );
  const button = screen.getByRole('button', { name: 'Menu' });
  return { ...view, button };
}

describe('HamburgerMenu', () => {
  beforeEach(() => {
    pathname = '/home';
  });

  it('is a closed disclosure that controls the menu', () => {
    const { button } = setup();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(button.getAttribute('aria-controls')!);
    expect(menu).not.toBeNull();
    expect(menu).not.toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main' })).toContainElement(button);
  });

  it('opens on the button, lists the links, and moves focus to the first', () => {
    const { button } = setup();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const first = screen.getByRole('link', { name: 'Metropolitan primary competition' });
    expect(first).toHaveAttribute('href', '/2026/competition/metropolitan/primary');
    expect(first).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button', () => {
    const { button } = setup();
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on the backdrop and on a link', () => {
    const { button } = setup();
    fireEvent.click(button);
    fireEvent.click(screen.getByTestId('menu-backdrop'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('link', { name: 'Country secondary competition' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('menu-backdrop')).toBeNull();
  });

  it('closes when focus leaves it, and stays open while focus moves within it', () => {
    const { button } = setup();
    fireEvent.click(button);
    const first = screen.getByRole('link', { name: 'Metropolitan primary competition' });
    const second = screen.getByRole('link', { name: 'Country secondary competition' });
    fireEvent.blur(first, { relatedTarget: second });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.blur(second, { relatedTarget: screen.getByRole('link', { name: 'Elsewhere' }) });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the page changes', () => {
    const { button, rerender } = setup();
    fireEvent.click(button);
    pathname = '/competitions';
    act(() => {
      rerender(
        <>
          <HamburgerMenu links={links} />
          <a href="/elsewhere">Elsewhere</a>
        </>,
      );
    });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('holds the coordinators sign-in link when given one, and closes when it is followed', () => {
    render(<HamburgerMenu links={links} signIn={{ siteHref: 'https://example.org/admin/sign-in' }} />);
    const button = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(button);
    const signIn = screen.getByRole('link', { name: /Coordinators sign in/ });
    expect(signIn).toHaveAttribute('target', '_blank');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toContainElement(signIn);
    fireEvent.click(signIn);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

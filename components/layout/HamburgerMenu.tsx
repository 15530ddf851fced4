'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { SignInLink, type SignInLinkProps } from './SignInLink';
import { SearchBox } from '@/components/search/SearchBox';
import styles from './HamburgerMenu.module.css';

export type MenuLink = { href: string; label: string };
export type HamburgerMenuProps = {
  links: MenuLink[];
  /** 'Coordinators sign in', repeated here for narrow screens, where the header hides it. */
  signIn?: Pick<SignInLinkProps, 'siteHref' | 'override'>;
};

/**
 * The header's menu of competitions: a disclosure button and a dropdown list of links. It closes on
 * Escape, on the backdrop, on a link, and when focus leaves it; Escape and the backdrop give focus
 * back to the button, so keyboard users are not left at the top of the page.
 */
export function HamburgerMenu({ links, signIn }: HamburgerMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const pathname = usePathname();

  const close = useCallback((focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('a')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  // A navigation by any other means (back button, a link elsewhere) closes the menu too.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  const onBlur = (event: React.FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !menu.current?.contains(next) && next !== button.current) setOpen(false);
  };

  return (
    <nav aria-label="Main" className={styles.wrapper} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.bars} aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        <span className="visually-hidden">Menu</span>
      </button>
      {open && (
        <div
          className={styles.backdrop}
          data-testid="menu-backdrop"
          aria-hidden="true"
          onClick={() => close(true)}
        />
      )}
      <div ref={menu} id={menuId} className={styles.menu} hidden={!open}>
        <SearchBox name="Menu search" className={styles.search} />
        <p className={styles.title}>Competitions</p>
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} onClick={() => close(false)}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        {signIn && (
          <p className={styles.signIn}>
            <SignInLink {...signIn} onClick={() => close(false)} />
          </p>
        )}
      </div>
    </nav>
  );
}

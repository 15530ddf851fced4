'use client';

import { useEffect, useRef } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { addressOf, currentAddress, markLocationChanging, startNavigation } from './navigation';
import {
  ACTIVE_SEASON_ID_KEY,
  ACTIVE_SEASON_YEAR_KEY,
  LOCATION_CHANGING_CLASS,
  LOCATION_KEY,
} from './storage-keys';

export type NavigationEventsProps = { activeSeasonId: number | null; activeSeasonYear: number | null };

function store(storage: () => Storage, key: string, value: string | null) {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Storage can be switched off or full; navigation must not depend on it.
  }
}

/** The address a click will lead to, when the browser or the router will follow it in this tab. */
function clickedLink(event: MouseEvent): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  return link.href;
}

/**
 * SPEC section 2, on every page: the `location-changing` body class while a navigation is under way,
 * the address kept in local and session storage, the scroll back to the top, and the active season
 * in session storage.
 */
export function NavigationEvents({ activeSeasonId, activeSeasonYear }: NavigationEventsProps) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const shown = useRef<string | null>(null);
  const historyMove = useRef(false);

  useEffect(() => {
    // Capture phase: next/link cancels the click's default action before it would bubble here.
    const onClick = (event: MouseEvent) => {
      const href = clickedLink(event);
      if (href) startNavigation(href);
    };
    const onPopState = () => {
      historyMove.current = true;
      if (currentAddress() !== shown.current) markLocationChanging();
    };
    // A page restored from the back-forward cache must not keep the class it had when it was left.
    const onPageShow = () => document.body.classList.remove(LOCATION_CHANGING_CLASS);
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  useEffect(() => {
    const address = addressOf(pathname, search);
    document.body.classList.remove(LOCATION_CHANGING_CLASS);
    store(() => window.localStorage, LOCATION_KEY, address);
    store(() => window.sessionStorage, LOCATION_KEY, address);
    const firstPage = shown.current === null;
    // Back and forward keep the browser's own scroll restoration; a link to #section keeps its target.
    if (!firstPage && !historyMove.current && !window.location.hash)
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    historyMove.current = false;
    shown.current = address;
  }, [pathname, search]);

  useEffect(() => {
    store(
      () => window.sessionStorage,
      ACTIVE_SEASON_ID_KEY,
      activeSeasonId === null ? null : String(activeSeasonId),
    );
    store(
      () => window.sessionStorage,
      ACTIVE_SEASON_YEAR_KEY,
      activeSeasonYear === null ? null : String(activeSeasonYear),
    );
  }, [activeSeasonId, activeSeasonYear]);

  return null;
}

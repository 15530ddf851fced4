'use client';

import { useEffect, useRef } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { ACTIVE_SEASON_ID_KEY, ACTIVE_SEASON_YEAR_KEY, LOCATION_CHANGING_CLASS, LOCATION_KEY } from './storage-keys';

export type NavigationEventsProps = { activeSeasonId: number | null; activeSeasonYear: number | null };

function store(storage: () => Storage, key: string, value: string | null) {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Storage can be switched off or full; navigation must not depend on it.
  }
}

/** Path and query, the query written as URLSearchParams writes it (as useSearchParams does). */
function addressOf(pathname: string, search: string | URLSearchParams): string {
  const query = new URLSearchParams(search).toString();
  return query ? `${pathname}?${query}` : pathname;
}
const currentAddress = () => addressOf(window.location.pathname, window.location.search);

/** A click that the browser or the router will turn into a navigation to another page of this site. */
function navigatesAway(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return false;
  if (link.target && link.target !== '_self') return false;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin && addressOf(url.pathname, url.search) !== currentAddress();
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
      if (navigatesAway(event)) document.body.classList.add(LOCATION_CHANGING_CLASS);
    };
    const onPopState = () => {
      historyMove.current = true;
      if (currentAddress() !== shown.current) document.body.classList.add(LOCATION_CHANGING_CLASS);
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
    if (!firstPage && !historyMove.current && !window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    historyMove.current = false;
    shown.current = address;
  }, [pathname, search]);

  useEffect(() => {
    store(() => window.sessionStorage, ACTIVE_SEASON_ID_KEY, activeSeasonId === null ? null : String(activeSeasonId));
    store(() => window.sessionStorage, ACTIVE_SEASON_YEAR_KEY, activeSeasonYear === null ? null : String(activeSeasonYear));
  }, [activeSeasonId, activeSeasonYear]);

  return null;
}

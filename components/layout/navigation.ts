import { useCallback } from 'react';
import { useRouter } from 'next/navigation';
import { LOCATION_CHANGING_CLASS } from './storage-keys';

/** Path and query, the query written as URLSearchParams writes it (as useSearchParams does). */
export function addressOf(pathname: string, search: string | URLSearchParams): string {
  const query = new URLSearchParams(search).toString();
  return query ? `${pathname}?${query}` : pathname;
}

export const currentAddress = () => addressOf(window.location.pathname, window.location.search);

export function markLocationChanging(): void {
  document.body.classList.add(LOCATION_CHANGING_CLASS);
}

/**
 * Every navigation the site starts goes through here, whether a link was clicked (NavigationEvents)
 * or code moves on (useNavigate): the body is marked while it runs, unless `href` is this very page
 * or another site. NavigationEvents clears the mark when the new address is shown.
 */
export function startNavigation(href: string): boolean {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin || addressOf(url.pathname, url.search) === currentAddress())
    return false;
  markLocationChanging();
  return true;
}

/** `router.push` that marks the navigation the way a link click does. */
export function useNavigate() {
  const router = useRouter();
  return useCallback(
    (href: string, options?: { scroll?: boolean }) => {
      startNavigation(href);
      router.push(href, options);
    },
    [router],
  );
}

'use client';
import { useSyncExternalStore } from 'react';
import { coordinatorsSignInUrl } from '@/lib/league/hosts';

export type SignInLinkProps = {
  className?: string;
  siteHref: string;
  override?: string;
  onClick?: () => void;
};

const noChanges = () => () => {};

/**
 * 'Coordinators sign in' for the host the page is read on. Pages are cached and shared by every host that
 * serves the site, so the server writes the address for SITE_URL's host and the browser puts in its own.
 */
export function SignInLink({ className, siteHref, override, onClick }: SignInLinkProps) {
  const href = useSyncExternalStore(
    noChanges,
    () => coordinatorsSignInUrl(window.location.host, { override, fallbackHost: new URL(siteHref).host }),
    () => siteHref,
  );
  return (
    <a className={className} href={href} target="_blank" rel="noopener" onClick={onClick}>
      Coordinators sign in
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

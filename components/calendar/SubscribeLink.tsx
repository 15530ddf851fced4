'use client';
import { useSyncExternalStore, type ReactNode } from 'react';
import { webcalUrl } from '@/lib/league/calendar-paths';

export type SubscribeLinkProps = {
  path: string;
  siteOrigin: string;
  className?: string;
  children: ReactNode;
};

const noChanges = () => () => {};

/**
 * A webcal: link to a feed, for the host the page is read on: pages are cached and shared by every
 * host that serves the site, so the server writes SITE_URL's and the browser puts in its own.
 */
export function SubscribeLink({ path, siteOrigin, className, children }: SubscribeLinkProps) {
  const href = useSyncExternalStore(
    noChanges,
    () => webcalUrl(window.location.origin, path),
    () => webcalUrl(siteOrigin, path),
  );
  return (
    <a className={className} href={href}>
      {children}
    </a>
  );
}

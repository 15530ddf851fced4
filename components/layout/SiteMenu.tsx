'use client';
import { usePathname } from 'next/navigation';
import { competitionLinks } from '@/lib/league/links';
import { seasonOfPath } from '@/lib/league/routes';
import { HamburgerMenu, type HamburgerMenuProps } from './HamburgerMenu';

export type SiteMenuProps = {
  activeYear: number | null;
  /** The seasons the site holds: a page's year counts only when it is one of them. */
  seasonYears: number[];
  signIn: HamburgerMenuProps['signIn'];
};

/** The header menu: the competitions of the season the page belongs to (the active one by default). */
export function SiteMenu({ activeYear, seasonYears, signIn }: SiteMenuProps) {
  const year = seasonOfPath(usePathname(), seasonYears, activeYear);
  return <HamburgerMenu links={competitionLinks(year)} signIn={signIn} />;
}

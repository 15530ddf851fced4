'use client';
import { usePathname } from 'next/navigation';
import type { CompetitionLink } from '@/lib/league/links';
import { seasonOfPath } from '@/lib/league/season-year';
import { HamburgerMenu, type HamburgerMenuProps } from './HamburgerMenu';

export type SiteMenuProps = {
  activeYear: number | null;
  /** The seasons the site holds: a page's year counts only when it is one of them. */
  seasonYears: number[];
  /**
   * Each season's competition links, and `none`'s without a season, made on the server (`competitionLinks`):
   * the menu only picks the page's, so the competitions' rules stay out of every page's script.
   */
  links: { bySeason: Record<number, CompetitionLink[]>; none: CompetitionLink[] };
  signIn: HamburgerMenuProps['signIn'];
};

/** The header menu: the competitions of the season the page belongs to (the active one by default). */
export function SiteMenu({ activeYear, seasonYears, links, signIn }: SiteMenuProps) {
  const year = seasonOfPath(usePathname(), seasonYears, activeYear);
  return <HamburgerMenu links={(year !== null && links.bySeason[year]) || links.none} signIn={signIn} />;
}

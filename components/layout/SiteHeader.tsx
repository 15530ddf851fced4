import Link from 'next/link';
import { COMPETITION_MODES, COMPETITION_NAMES, splitMode } from '@/lib/league/constants';
import { competitionPath } from '@/lib/league/codes';
import { HamburgerMenu, type MenuLink } from './HamburgerMenu';
import { SignInLink } from './SignInLink';
import styles from './SiteHeader.module.css';

export type SiteHeaderProps = { activeYear: number | null; signInUrl: string; signInOverride?: string };

/** The four competitions of the active season, as the menu and the home page list them. */
export function competitionLinks(activeYear: number | null): MenuLink[] {
  if (activeYear === null) return [{ href: '/competitions', label: 'Competitions' }];
  return COMPETITION_MODES.map((mode) => {
    const { metro, competition } = splitMode(mode);
    return { href: competitionPath(activeYear, metro, competition), label: `${COMPETITION_NAMES[mode]} competition` };
  });
}

export function SiteHeader({ activeYear, signInUrl, signInOverride }: SiteHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href="/home" className={styles.brand}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a 2 KB vector logo needs no image optimisation */}
          <img src="/logo.svg" alt="" width={44} height={44} className={styles.logo} />
          <span className={styles.brandText}>
            <span className={styles.brandName}>NSW Junior Chess League</span>
            <span className={styles.brandSub}>Schools teams competitions</span>
          </span>
          <span className="visually-hidden">, home page</span>
        </Link>
        <div className={styles.actions}>
          <SignInLink className={styles.signIn} siteHref={signInUrl} override={signInOverride} />
          <HamburgerMenu links={competitionLinks(activeYear)} />
        </div>
      </div>
    </header>
  );
}

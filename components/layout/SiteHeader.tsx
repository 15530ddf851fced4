import Link from 'next/link';
import { SignInLink } from './SignInLink';
import { SiteMenu } from './SiteMenu';
import { SearchBox } from '@/components/search/SearchBox';
import { competitionLinks } from '@/lib/league/links';
import styles from './SiteHeader.module.css';

export type SiteHeaderProps = {
  activeYear: number | null;
  seasonYears: number[];
  signInUrl: string;
  signInOverride?: string;
};

export function SiteHeader({ activeYear, seasonYears, signInUrl, signInOverride }: SiteHeaderProps) {
  const years = activeYear === null ? seasonYears : [...new Set([...seasonYears, activeYear])];
  const links = {
    bySeason: Object.fromEntries(years.map((year) => [year, competitionLinks(year)])),
    none: competitionLinks(null),
  };
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
        <SearchBox name="Site search" variant="header" className={styles.search} />
        <div className={styles.actions}>
          <SignInLink className={styles.signIn} siteHref={signInUrl} override={signInOverride} />
          <SiteMenu
            activeYear={activeYear}
            seasonYears={seasonYears}
            links={links}
            signIn={{ siteHref: signInUrl, override: signInOverride }}
          />
        </div>
      </div>
    </header>
  );
}

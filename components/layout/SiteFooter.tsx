import Link from 'next/link';
import styles from './SiteFooter.module.css';

export const LEAGUE_URL = 'https://www.nswjcl.org.au/';

/** The band above the footer that points to the league's own site. */
export function PreFooter() {
  return (
    <section className={styles.preFooter} aria-labelledby="pre-footer-heading">
      <div className={styles.preInner}>
        <div>
          <h2 id="pre-footer-heading" className={styles.preHeading}>
            NSW Junior Chess League
          </h2>
          <p className={styles.preText}>
            Tournaments, coaching, ratings and news for junior players across the state are on the
            league&apos;s own website:{' '}
            {/* The words are the spec's; the hidden part says where the link goes when read on its own. */}
            <a href={LEAGUE_URL}>
              click here<span className="visually-hidden"> for the league&apos;s website</span>
            </a>{' '}
            to visit it.
          </p>
        </div>
        <a className={styles.learnMore} href={LEAGUE_URL}>
          LEARN MORE<span className="visually-hidden"> about the NSW Junior Chess League</span>
        </a>
      </div>
    </section>
  );
}

/** The copyright year is the active season's: the league's pages of a season are that season's work. */
export function SiteFooter({ activeYear }: { activeYear: number | null }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.copyright}>
          © {activeYear ?? new Date().getFullYear()} NSW Junior Chess League. All rights reserved.
        </p>
        <ul className={styles.links}>
          <li>
            <Link href="/privacy-policy">Privacy policy</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}

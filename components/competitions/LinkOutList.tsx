import Link from 'next/link';
import type { LinkOut } from '@/lib/league/links';
import styles from './competition.module.css';

/** An empty box or row: a dash on screen, a word for screen readers. */
export function Dash() {
  return (
    <span className={styles.dash}>
      <span aria-hidden="true">-</span>
      <span className={styles.visuallyHidden}>None</span>
    </span>
  );
}

export type LinkOutListProps = { links: LinkOut[] };

/** Links of a box or a row, side by side; a dash when there are none. */
export function LinkOutList({ links }: LinkOutListProps) {
  if (links.length === 0) return <Dash />;
  return (
    <ul className={styles.inlineLinks}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} prefetch={false}>
            {link.label}
            {link.context ? <span className={styles.visuallyHidden}>, {link.context}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

import Link from 'next/link';
import { deskPath } from './paths';
import styles from './Scorer.module.css';

/** `Back to the desk`, as tall as a thumb on a phone. */
export function BackToDesk({ token, zone }: { token: string; zone?: string }) {
  return (
    <p className={styles.back}>
      <Link href={deskPath(token, undefined, zone)}>Back to the desk</Link>
    </p>
  );
}

'use client';
import { useSyncExternalStore } from 'react';
import { forgetMySchool, mySchoolSnapshot, saveMySchool, subscribeMySchool } from './my-school';
import styles from './school.module.css';

export type MySchoolButtonProps = { slug: string; name: string };

/**
 * "This is my school": kept in this browser only (localStorage), never sent to the server, so the
 * pages stay the same for everyone and can be cached.
 */
export function MySchoolButton({ slug, name }: MySchoolButtonProps) {
  const saved = useSyncExternalStore(subscribeMySchool, mySchoolSnapshot, () => null);
  const mine = saved?.slug === slug;
  return (
    <div className={styles.mySchool}>
      <button
        type="button"
        className={styles.mySchoolButton}
        aria-pressed={mine}
        onClick={() => (mine ? forgetMySchool() : saveMySchool({ slug, name }))}
      >
        This is my school
      </button>
      <p className={styles.hint} aria-live="polite">
        {mine
          ? `Saved on this device: the home page shows ${name}'s next matches first.`
          : 'Saved on this device only, to show its next matches on the home page.'}
      </p>
    </div>
  );
}

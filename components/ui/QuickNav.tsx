import Link from 'next/link';
import type { QuickNavGroup } from '@/lib/league/quick-nav';
import styles from './QuickNav.module.css';

export type QuickNavProps = { groups: QuickNavGroup[] };

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * The quick navigation panel: each option a link to the same page with one segment swapped. An
 * option with no games stays in the list, disabled but focusable, so keyboard and screen reader
 * users meet the same 'No games' tooltip (its accessible description) as a mouse user.
 */
export function QuickNav({ groups }: QuickNavProps) {
  if (groups.length === 0) return null;
  return (
    <nav aria-label="Quick navigation" className={styles.quickNav}>
      {groups.map((group) => {
        const groupId = `quick-nav-${slug(group.name)}`;
        return (
          <div key={group.name} role="group" aria-labelledby={groupId} className={styles.group}>
            <p id={groupId} className={styles.groupName}>
              {group.name}
            </p>
            <ul className={styles.options}>
              {group.options.map((option) => {
                const tipId = `${groupId}-${slug(option.label)}-tip`;
                return (
                  <li key={option.label}>
                    {option.current ? (
                      <Link
                        href={option.href ?? '#'}
                        aria-current="page"
                        className={`${styles.option} ${styles.current}`}
                      >
                        {option.label}
                      </Link>
                    ) : option.available && option.href ? (
                      <Link href={option.href} className={styles.option}>
                        {option.label}
                      </Link>
                    ) : (
                      <span className={styles.disabledWrap}>
                        <span
                          role="link"
                          aria-disabled="true"
                          tabIndex={0}
                          aria-describedby={tipId}
                          className={`${styles.option} ${styles.disabled}`}
                        >
                          {option.label}
                        </span>
                        <span role="tooltip" id={tipId} className={styles.tooltip}>
                          No games
                        </span>
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

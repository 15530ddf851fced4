import type { Resource } from '@/lib/league/competition-text';
import { NewTabNote } from './NewTabNote';
import styles from './competition.module.css';

export type ResourcesProps = { resources: Resource[] };

/** The laws handbook (external) and our PDFs; each opens in a new tab. */
export function Resources({ resources }: ResourcesProps) {
  return (
    <ul className={styles.resources}>
      {resources.map((resource) => (
        <li key={resource.href}>
          <a
            href={resource.href}
            target="_blank"
            rel={resource.external ? 'noopener noreferrer' : 'noopener'}
          >
            {resource.label}
            {resource.external ? ' (external site)' : ' (PDF)'}
            <NewTabNote />
          </a>
          <p>{resource.description}</p>
        </li>
      ))}
    </ul>
  );
}

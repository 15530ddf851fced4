import Link from 'next/link';
import type { Breadcrumb } from '@/lib/league/types';
import { absoluteUrl } from '@/components/layout/site';
import { breadcrumbJsonLd } from '@/lib/league/jsonld';
import { JsonLd } from './JsonLd';
import styles from './Breadcrumbs.module.css';

export type BreadcrumbsProps = { crumbs: Breadcrumb[] };

/**
 * SPEC section 2: breadcrumbs begin with Home (/), show only with more than one crumb, and the last
 * crumb is plain text (the current page). `crumbs` excludes Home. Search engines get the same trail as a
 * schema.org BreadcrumbList.
 */
export function Breadcrumbs({ crumbs }: BreadcrumbsProps) {
  const all: Breadcrumb[] = [{ label: 'Home', url: '/' }, ...crumbs];
  if (all.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <ol>
        {all.map((crumb, i) => (
          <li key={`${crumb.label}-${i}`}>
            {i < all.length - 1 && crumb.url ? (
              <Link href={crumb.url}>{crumb.label}</Link>
            ) : (
              <span aria-current={i === all.length - 1 ? 'page' : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={breadcrumbJsonLd(all, absoluteUrl)} />
    </nav>
  );
}

/** The page title is the product prefix (root layout template) plus the last crumb's label. */
export function titleOf(crumbs: Breadcrumb[]): string {
  return crumbs.at(-1)?.label ?? 'Home';
}

import Link from 'next/link';
import type { LeftMenuItem, LeftMenuRegion } from '@/lib/league/types';
import { Accordion } from './Accordion';
import styles from './LeftMenu.module.css';

export type LeftMenuProps = {
  /** The navigation landmark's name. */
  label: string;
  items: LeftMenuItem[];
  regionsHeading: string;
  /** Only active regions and zones are listed; each zone links to its draw in the page's season. */
  regions: LeftMenuRegion[];
  /** Shown instead of the accordion when no region is active. */
  noRegionsText: string;
};

/**
 * SPEC section 2, the left menu: links that scroll to sections of the page, and an accordion of
 * regions and their zones. Over 1230 px wide it stays in view as the page scrolls (CSS sticky).
 */
export function LeftMenu({ label, items, regionsHeading, regions, noRegionsText }: LeftMenuProps) {
  const active = regions.filter((r) => r.active && r.zones.some((z) => z.active));
  return (
    <nav aria-label={label} className={styles.menu}>
      <ul className={styles.items}>
        {items.map((item) => {
          const href = item.scrollToSelector ?? item.link ?? '#';
          return (
            <li key={item.name} className={item.className}>
              {href.startsWith('#') ? <a href={href}>{item.name}</a> : <Link href={href}>{item.name}</Link>}
            </li>
          );
        })}
      </ul>
      <h2 className={styles.heading}>{regionsHeading}</h2>
      {active.length === 0 ? (
        <p className={styles.empty}>{noRegionsText}</p>
      ) : (
        <Accordion
          variant="menu"
          items={active.map((region) => ({
            id: region.region_name,
            title: region.region_name,
            content: (
              <ul className={styles.zones}>
                {region.zones
                  .filter((z) => z.active)
                  .map((zone) => (
                    <li key={zone.zone_id}>
                      <Link href={zone.href} prefetch={false}>
                        {zone.zone_name}
                      </Link>
                    </li>
                  ))}
              </ul>
            ),
          }))}
        />
      )}
    </nav>
  );
}

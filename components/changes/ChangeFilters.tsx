import Link from 'next/link';
import { changesPath, type ChangeFilter } from '@/lib/league/change-filter';
import { COMPETITIONS, type Competition } from '@/lib/league/constants';
import styles from './changes.module.css';

export type ChangeZone = { code: string; name: string; competition: Competition };

const COMPETITION_LABELS: Record<Competition, string> = { primary: 'Primary', secondary: 'Secondary' };

function FilterLink({ href, current, children }: { href: string; current: boolean; children: string }) {
  return (
    <Link href={href} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}

/** The changes page's filters, as links (each filter has its own address, so each page can be cached). */
export function ChangeFilters({
  year,
  filter,
  zones,
}: {
  year: number;
  filter: ChangeFilter;
  zones: readonly ChangeZone[];
}) {
  const shownZones = filter.competition ? zones.filter((z) => z.competition === filter.competition) : [];
  return (
    <nav className={styles.filters} aria-label="Filter the changes">
      <ul>
        <li>
          <FilterLink href={changesPath(year)} current={!filter.competition}>
            All competitions
          </FilterLink>
        </li>
        {COMPETITIONS.map((competition) => (
          <li key={competition}>
            <FilterLink
              href={changesPath(year, { competition })}
              current={filter.competition === competition && !filter.zone}
            >
              {COMPETITION_LABELS[competition]}
            </FilterLink>
          </li>
        ))}
      </ul>
      {shownZones.length > 0 && (
        <ul aria-label="Zones">
          {shownZones.map((zone) => (
            <li key={zone.code}>
              <FilterLink
                href={changesPath(year, { competition: zone.competition, zone: zone.code })}
                current={filter.zone === zone.code}
              >
                {zone.name}
              </FilterLink>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

export { COMPETITION_LABELS };

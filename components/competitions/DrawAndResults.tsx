import type { ReactNode } from 'react';
import type { DrawAndResults as DrawAndResultsView, LinkRow } from '@/lib/league/links';
import { Dash, LinkOutList } from './LinkOutList';
import styles from './competition.module.css';

const boxId = (title: string) => `box-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** A titled box; a group named by its title, so it can be found by name. */
function Box({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.box} role="group" aria-labelledby={boxId(title)}>
      <h3 id={boxId(title)} className={styles.boxTitle}>
        {title}
      </h3>
      {children}
    </div>
  );
}

/** Rows of a box: a zone or region name, then its links (or a dash). */
function Rows({ rows }: { rows: LinkRow[] }) {
  if (rows.length === 0) return <Dash />;
  return (
    <ul className={styles.rows}>
      {rows.map((row) => (
        <li key={row.code}>
          <span className={styles.rowName}>{row.name}</span>
          <LinkOutList links={row.links} />
        </li>
      ))}
    </ul>
  );
}

export type DrawAndResultsProps = { data: DrawAndResultsView };

/** SPEC section 2, "Draw and results layout": the boxes of the three kinds of competition. */
export function DrawAndResults({ data }: DrawAndResultsProps) {
  switch (data.kind) {
    case 'primary':
      return (
        <>
          <div className={styles.boxes}>
            {data.regions.length === 0 ? (
              <Box title="Zones">
                <Dash />
              </Box>
            ) : (
              data.regions.map((region) => (
                <Box key={region.code} title={region.name}>
                  <Rows rows={region.zones} />
                </Box>
              ))
            )}
          </div>
          <div className={styles.boxes}>
            <Box title="Zone finals">
              <LinkOutList links={data.zoneFinals} />
            </Box>
            <Box title="Region finals">
              <LinkOutList links={data.regionFinals} />
            </Box>
            <Box title={data.interregion.title}>
              <LinkOutList links={data.interregion.links} />
            </Box>
            <Box title="Metropolitan vs country">
              <LinkOutList links={data.intermetropolitan} />
            </Box>
          </div>
        </>
      );
    case 'metropolitan_secondary':
      return (
        <div className={styles.boxes}>
          <Box title="Draw and results">
            <Rows rows={data.draw} />
          </Box>
          <Box title="Region finals">
            <Rows rows={data.regionFinals} />
          </Box>
          <Box title="Inter-region finals">
            <LinkOutList links={data.interregion} />
          </Box>
        </div>
      );
    case 'country_secondary':
      return (
        <div className={styles.boxes}>
          <Box title="Draw and results">
            <Rows rows={data.draw} />
          </Box>
          <Box title="Finals">
            <LinkOutList links={data.finals} />
          </Box>
        </div>
      );
  }
}

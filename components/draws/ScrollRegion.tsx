import type { ReactNode } from 'react';
import shared from './shared.module.css';

export type ScrollRegionProps = { label: string; children: ReactNode };

/** A labelled region, reachable by keyboard, that scrolls sideways when a table or grid is wider than a phone. */
export function ScrollRegion({ label, children }: ScrollRegionProps) {
  return (
    <div className={shared.scroll} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

'use client';
import { useEffect, useState } from 'react';

/**
 * A module loaded once the component has mounted, so that its code is not part of the page's first
 * load: for what starts hidden or waits on the visitor (docs/performance.md, first-load JavaScript).
 * Null until it has come. `load` is a module-level function (`() => import('./x')`), the same on
 * every render.
 */
export function useLoadedAfterMount<T>(load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    let left = false;
    void load().then((module) => {
      if (!left) setLoaded(() => module);
    });
    return () => {
      left = true;
    };
  }, [load]);
  return loaded;
}

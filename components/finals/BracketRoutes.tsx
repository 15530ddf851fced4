'use client';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLoadedAfterMount } from '@/components/ui/useLoadedAfterMount';

const loadHighlight = () => import('./bracket-routes');

export type BracketRoutesProps = {
  /** For each team's number, the ids (`data-match`) of the pairings it plays in. */
  routes: Record<number, readonly string[]>;
  className?: string;
  children: ReactNode;
};

/**
 * The grid of a bracket that the server drew. Its route highlight (`bracket-routes.ts`) loads once
 * the page has hydrated: until then the grid reads the same, without the highlight.
 */
export function BracketRoutes({ routes, className, children }: BracketRoutesProps) {
  const grid = useRef<HTMLDivElement>(null);
  const highlight = useLoadedAfterMount(loadHighlight);

  useEffect(() => {
    if (highlight && grid.current) return highlight.followRoutes(grid.current, routes);
  }, [highlight, routes]);

  return (
    <div ref={grid} className={className}>
      {children}
    </div>
  );
}

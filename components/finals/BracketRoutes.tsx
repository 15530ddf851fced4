'use client';
import { useEffect, useRef, type ReactNode } from 'react';

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

  useEffect(() => {
    const root = grid.current;
    if (!root) return;
    let stop = () => {};
    let left = false;
    void import('./bracket-routes').then(({ followRoutes }) => {
      if (!left) stop = followRoutes(root, routes);
    });
    return () => {
      left = true;
      stop();
    };
  }, [routes]);

  return (
    <div ref={grid} className={className}>
      {children}
    </div>
  );
}

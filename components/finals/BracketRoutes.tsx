'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';

export type BracketRoutesProps = {
  /** For each team's number, the ids (`data-match`) of the pairings it plays in. */
  routes: Record<number, readonly string[]>;
  className?: string;
  children: ReactNode;
};

/** The team number of the button an event came from, or null. */
function teamOf(target: EventTarget | null): number | null {
  const button = target instanceof Element ? target.closest('button[data-team]') : null;
  const no = Number(button?.getAttribute('data-team'));
  return button && Number.isInteger(no) ? no : null;
}

/**
 * The route highlight of a bracket that the server drew: pointing at or focusing a team highlights
 * every pairing it plays in, pressing keeps it. Only this listener runs in the browser; the grid
 * itself is never rendered there.
 */
export function BracketRoutes({ routes, className, children }: BracketRoutesProps) {
  const grid = useRef<HTMLDivElement>(null);
  const [pointed, setPointed] = useState<number | null>(null);
  const [pinned, setPinned] = useState<number | null>(null);
  const active = pointed ?? pinned;
  const point = (event: { target: EventTarget | null }) => {
    const no = teamOf(event.target);
    if (no !== null) setPointed(no);
  };

  useEffect(() => {
    const root = grid.current;
    if (!root) return;
    const route = new Set(active === null ? [] : (routes[active] ?? []));
    root.querySelectorAll<HTMLElement>('[data-match]').forEach((match) => {
      match.toggleAttribute('data-highlighted', route.has(match.dataset.match ?? ''));
    });
    root.querySelectorAll<HTMLButtonElement>('button[data-team]').forEach((button) => {
      const no = Number(button.dataset.team);
      button.setAttribute('aria-pressed', String(no === pinned));
      button.closest('[data-side]')?.toggleAttribute('data-highlighted', no === active);
    });
  }, [active, pinned, routes]);

  return (
    <div
      ref={grid}
      className={className}
      onMouseOver={point}
      onMouseOut={(event) => teamOf(event.relatedTarget) === null && setPointed(null)}
      onFocus={point}
      onBlur={() => setPointed(null)}
      onClick={(event) => {
        const no = teamOf(event.target);
        if (no !== null) setPinned((current) => (current === no ? null : no));
      }}
    >
      {children}
    </div>
  );
}

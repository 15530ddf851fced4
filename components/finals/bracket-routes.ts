/**
 * The route highlight of a bracket the server drew, as listeners on its grid: pointing at or focusing
 * a team highlights every pairing it plays in (`data-match`), pressing it keeps the route. Loaded by
 * BracketRoutes once the page has hydrated.
 */

/** The team number of the button an event came from, or null. */
function teamOf(target: EventTarget | null): number | null {
  const button = target instanceof Element ? target.closest('button[data-team]') : null;
  const no = Number(button?.getAttribute('data-team'));
  return button && Number.isInteger(no) ? no : null;
}

/** Follows `grid`'s teams; returns what stops it. `routes`: each team's pairings, by `data-match`. */
export function followRoutes(grid: HTMLElement, routes: Record<number, readonly string[]>): () => void {
  let pointed: number | null = null;
  let pinned: number | null = null;

  const show = () => {
    const active = pointed ?? pinned;
    const route = new Set(active === null ? [] : (routes[active] ?? []));
    grid.querySelectorAll<HTMLElement>('[data-match]').forEach((match) => {
      match.toggleAttribute('data-highlighted', route.has(match.dataset.match ?? ''));
    });
    grid.querySelectorAll<HTMLButtonElement>('button[data-team]').forEach((button) => {
      const no = Number(button.dataset.team);
      button.setAttribute('aria-pressed', String(no === pinned));
      button.closest('[data-side]')?.toggleAttribute('data-highlighted', no === active);
    });
  };
  const point = (event: Event) => {
    const no = teamOf(event.target);
    if (no === null || no === pointed) return;
    pointed = no;
    show();
  };
  const leave = (event: Event) => {
    const next = event instanceof FocusEvent || event instanceof MouseEvent ? event.relatedTarget : null;
    if (pointed === null || teamOf(next) !== null) return;
    pointed = null;
    show();
  };
  const press = (event: Event) => {
    const no = teamOf(event.target);
    if (no === null) return;
    pinned = pinned === no ? null : no;
    show();
  };

  const listeners: [string, (event: Event) => void][] = [
    ['mouseover', point],
    ['focusin', point],
    ['mouseout', leave],
    ['focusout', leave],
    ['click', press],
  ];
  for (const [type, listener] of listeners) grid.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of listeners) grid.removeEventListener(type, listener);
  };
}

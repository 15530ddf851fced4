/**
 * The work behind SeenMarks, in a module of its own so that the browser loads it after the page has
 * hydrated: the draw's cells fingerprinted (their text, by table caption, row and column), compared
 * with this browser's last visit to the page and stored for the next one, the changed cells outlined.
 */
const MARK = 'data-changed-since-visit';
const NOTE = 'data-changed-note';

type Seen = { at: string; cells: Record<string, string> };

function cellsOf(root: HTMLElement): Map<string, HTMLElement> {
  const cells = new Map<string, HTMLElement>();
  root.querySelectorAll('table').forEach((table, t) => {
    const name = table.caption?.textContent?.trim() || `table ${t + 1}`;
    table.querySelectorAll('tr').forEach((row, r) => {
      row.querySelectorAll<HTMLElement>('th, td').forEach((cell, c) => cells.set(`${name}|${r}|${c}`, cell));
    });
  });
  return cells;
}

function readSeen(key: string): Seen | null {
  try {
    const seen = JSON.parse(localStorage.getItem(key) ?? 'null') as Seen | null;
    return seen && typeof seen.at === 'string' && seen.cells && typeof seen.cells === 'object' ? seen : null;
  } catch {
    return null;
  }
}

function mark(cell: HTMLElement) {
  cell.setAttribute(MARK, '');
  cell.style.outline = '3px solid #b35900';
  cell.style.outlineOffset = '-3px';
  const note = document.createElement('span');
  note.className = 'visually-hidden';
  note.setAttribute(NOTE, '');
  note.textContent = ' (changed since your last visit)';
  cell.append(note);
}

function unmarkAll() {
  document.querySelectorAll<HTMLElement>(`[${MARK}]`).forEach((cell) => {
    cell.removeAttribute(MARK);
    cell.style.outline = '';
    cell.style.outlineOffset = '';
  });
  document.querySelectorAll(`[${NOTE}]`).forEach((note) => note.remove());
}

/** What this page load compared against, so a second run of the effect (React's development checks) finds the same. */
const baselines = new Map<string, Seen | null>();

export type ChangedCells = { at: string; count: number; stop: () => void };

/** Stores what `main` shows now under `key`; outlines what changed since the last visit, or returns null. */
export function markChangedCells(main: HTMLElement, key: string): ChangedCells | null {
  if (!baselines.has(key)) baselines.set(key, readSeen(key));
  const before = baselines.get(key) ?? null;
  const cells = cellsOf(main);
  const now: Seen = {
    at: new Date().toISOString(),
    cells: Object.fromEntries([...cells].map(([id, cell]) => [id, cell.textContent?.trim() ?? ''])),
  };
  try {
    localStorage.setItem(key, JSON.stringify(now));
  } catch {
    // Storage full or refused: the marks are a convenience.
  }
  if (!before) return null;
  const changed = new Set([...cells.keys()].filter((id) => before.cells[id] !== now.cells[id]));
  if (!changed.size) return null;
  // The tabs rebuild the divisions once their script runs: marks are put back on whatever cells are there.
  const apply = () =>
    cellsOf(main).forEach((cell, id) => changed.has(id) && !cell.hasAttribute(MARK) && mark(cell));
  apply();
  const observer = new MutationObserver(apply);
  observer.observe(main, { childList: true, subtree: true });
  return {
    at: before.at,
    count: changed.size,
    stop: () => {
      observer.disconnect();
      unmarkAll();
    },
  };
}

'use client';
/**
 * Changed since your last visit: the draw's cells are fingerprinted (their text, by table caption,
 * row and column) and kept in this browser's localStorage per page; on the next visit the cells whose
 * text differs are outlined, with a legend and a way to dismiss. Nothing leaves the browser, so the
 * page itself stays the same for everyone and can be cached.
 */
import { useEffect, useRef, useState } from 'react';
import styles from './changes.module.css';

const KEY_PREFIX = 'nswjcl.seen:';
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

const dateFormat = new Intl.DateTimeFormat('en-AU', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

export function SeenMarks() {
  const [since, setSince] = useState<{ at: string; count: number } | null>(null);
  const stop = useRef<() => void>(() => {});

  useEffect(() => {
    const main = document.getElementById('main');
    if (!main) return;
    const key = `${KEY_PREFIX}${location.pathname}`;
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
    if (!before) return;
    const changed = new Set([...cells.keys()].filter((id) => before.cells[id] !== now.cells[id]));
    if (!changed.size) return;
    // The tabs rebuild the divisions once their script runs: marks are put back on whatever cells are there.
    const apply = () =>
      cellsOf(main).forEach((cell, id) => changed.has(id) && !cell.hasAttribute(MARK) && mark(cell));
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(main, { childList: true, subtree: true });
    stop.current = () => {
      observer.disconnect();
      unmarkAll();
    };
    const frame = requestAnimationFrame(() => setSince({ at: before.at, count: changed.size }));
    return () => {
      cancelAnimationFrame(frame);
      stop.current();
    };
  }, []);

  if (!since) return null;
  return (
    <div className={styles.legend} role="status">
      <p>
        <span className={styles.swatch} aria-hidden="true" />
        {since.count === 1 ? '1 cell has' : `${since.count} cells have`} changed since your last visit on{' '}
        {dateFormat.format(new Date(since.at))}.
      </p>
      <button
        type="button"
        onClick={() => {
          stop.current();
          setSince(null);
        }}
      >
        Dismiss
      </button>
    </div>
  );
}

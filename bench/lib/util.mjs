/** Small helpers for the benchmark: statistics, sizes, HTTP fetches and plain-text tables. */
import zlib from 'node:zlib';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Level 6, what `compression` and most servers use by default. */
export const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 6 }).length;

export const KB = 1024;
export const kb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / KB).toFixed(1)} KB` : '-');
export const num = (value, digits = 0) =>
  value === Infinity ? '∞' : Number.isFinite(value) ? value.toFixed(digits) : '-';
export const ms = (value) =>
  Number.isFinite(value) ? (value < 10 ? value.toFixed(2) : value.toFixed(1)) : '-';

/** A GET (or the target's own method) without compression, as the load generators send it. */
export async function fetchBody(url, { method = 'GET', body, headers = {}, timeoutMs = 60_000 } = {}) {
  const response = await fetch(url, {
    method,
    body,
    headers: { 'accept-encoding': 'identity', ...headers },
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  const buffer = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, buffer };
}

/** Rows of cells as aligned columns; numbers (and cells starting with a digit) align right. */
export function table(header, rows) {
  const all = [header, ...rows].map((row) => row.map((cell) => String(cell ?? '')));
  const widths = header.map((_, i) => Math.max(...all.map((row) => (row[i] ?? '').length)));
  const right = (text) => /^[-+]?\d/.test(text) || text === '-';
  const line = (row) =>
    row
      .map((cell, i) => (i > 0 && right(cell) ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(all[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(line)].join('\n');
}

export function heading(text) {
  console.log(`\n\u001b[1m${text}\u001b[0m`);
}

/** 'ok' or 'BELOW TARGET' for a measured value against its target; 'no data' when nothing was measured. */
export const verdict = (value, passes) =>
  typeof value !== 'number' || Number.isNaN(value) ? 'no data' : passes(value) ? 'ok' : 'BELOW TARGET';

/**
 * The days without a round as an official types them in the office, one a line: `2027-06-14 King's Birthday` or
 * `2027-07-03 to 2027-07-18 NSW school holidays (winter)`; and back into lines for the form. The settings' schema
 * (settings.ts) then checks the dates and names as it checks the command line's file.
 */
import type { Blackout } from './settings';

const LINE = /^(\d{4}-\d{2}-\d{2})(?:\s+to\s+(\d{4}-\d{2}-\d{2}))?\s+(\S.*)$/;

export type BlackoutLines = { ok: true; blackouts: Blackout[] } | { ok: false; line: number; text: string };

export function readBlackoutLines(text: string): BlackoutLines {
  const blackouts: Blackout[] = [];
  const lines = text.split(/\r?\n/);
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) continue;
    const found = LINE.exec(line);
    if (!found) return { ok: false, line: i + 1, text: line };
    const [, from, to, name] = found;
    blackouts.push({ from: from!, ...(to ? { to } : {}), name: name!.trim() });
  }
  return { ok: true, blackouts };
}

export function blackoutLines(blackouts: readonly Blackout[]): string {
  return blackouts.map((b) => `${b.from}${b.to ? ` to ${b.to}` : ''} ${b.name}`).join('\n');
}

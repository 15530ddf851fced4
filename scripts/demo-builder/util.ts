/** Small helpers shared by the demo builder's modules. */

export function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`index ${index} is out of range (length ${items.length})`);
  return item;
}

export function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`missing: ${what}`);
  return value;
}

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const isoDate = (y: number, m: number, d: number) => `${y}-${pad2(m)}-${pad2(d)}`;

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return isoDate(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

export function weekly(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(first, 7 * i));
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** '1 May', '5 June‡', '26 Sept' → ISO date in the given year. */
export function dayMonth(text: string, year: number): string {
  const match = /^(\d{1,2})\s+([A-Za-z]{3})/.exec(text.trim());
  if (!match) throw new Error(`cannot read the date '${text}'`);
  const month = MONTHS.indexOf((match[2] ?? '').toLowerCase()) + 1;
  if (!month) throw new Error(`unknown month in '${text}'`);
  return isoDate(year, month, Number(match[1]));
}

/** 'Sydney Grammar C' → 'Sydney Grammar' (a team letter at the end of a sheet name). */
export function schoolOf(teamName: string): string {
  return teamName.replace(/\s[A-H]$/, '');
}

/** '1v8' → [1, 8] */
export function parseVersus(text: string): [number, number] {
  const match = /^(\d+)v(\d+)$/.exec(text.trim());
  if (!match) throw new Error(`cannot read the pairing '${text}'`);
  return [Number(match[1]), Number(match[2])];
}

/**
 * Find your school: the entries a season offers to the search box (schools, zones, divisions, each
 * with the address of its page) and how a query ranks them. Bounded: the query is cut to
 * SEARCH_QUERY_MAX characters and eight words, and an answer lists at most SEARCH_RESULTS_MAX.
 */
import { GRADE_NAMES, competitionMode } from './constants';
import { zoneInfo } from './routes';
import { zoneDrawPath } from './links';
import { divisionTabPath } from './calendar-paths';
import { divisionsOf, drawnGrades, type SeasonIndex } from './season-index';

export const SEARCH_QUERY_MAX = 100;
export const SEARCH_RESULTS_MAX = 30;
const QUERY_WORDS_MAX = 8;

export type SearchKind = 'school' | 'zone' | 'division';
export const SEARCH_KIND_NAMES: Record<SearchKind, string> = {
  school: 'School',
  zone: 'Zone',
  division: 'Division',
};

export type SearchEntry = { kind: SearchKind; label: string; detail: string; href: string };

/** `Zone · Met East region, primary`, or just `School`. */
export function searchEntryNote(entry: Pick<SearchEntry, 'kind' | 'detail'>): string {
  return entry.detail ? `${SEARCH_KIND_NAMES[entry.kind]} · ${entry.detail}` : SEARCH_KIND_NAMES[entry.kind];
}
type Indexed = SearchEntry & { words: string[]; text: string; code: string };

/** Lower case, accents and punctuation dropped, spaces collapsed: `St. Ives' North` → `st ives north`. */
export function searchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The query as typed, made safe to echo and bounded: a string, trimmed, at most SEARCH_QUERY_MAX characters. */
export function readQuery(raw: string | string[] | undefined): string {
  const text = Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? '');
  return [...text.replace(/[\u0000-\u001f\u007f]/g, ' ').trim()].slice(0, SEARCH_QUERY_MAX).join('');
}

export type SchoolEntry = { name: string; href: string; detail?: string };

/** Every school, zone and division of a season, as the search lists them. */
export function searchEntries(
  year: number,
  index: SeasonIndex,
  schools: readonly SchoolEntry[],
): SearchEntry[] {
  const entries: SearchEntry[] = schools.map((s) => ({
    kind: 'school',
    label: s.name,
    detail: s.detail ?? '',
    href: s.href,
  }));
  for (const { code } of index.zones) {
    const zone = zoneInfo(index, code);
    if (!zone) continue;
    const drawn = drawnGrades(index, code);
    entries.push({
      kind: 'zone',
      label: `${zone.name} zone`,
      detail: `${zone.region.name} region, ${zone.competition}`,
      href: zoneDrawPath(year, competitionMode(zone.metro, zone.competition), code, drawn),
    });
    for (const grade of drawn) {
      for (const division of divisionsOf(index, code, grade)) {
        entries.push({
          kind: 'division',
          label: `${division.code} ${division.name}`,
          detail: `${zone.name} zone, ${GRADE_NAMES[grade]}`,
          href: divisionTabPath(year, grade, code, division.code),
        });
      }
    }
  }
  return entries;
}

function indexed(entry: SearchEntry): Indexed {
  const text = searchText(entry.label);
  const code = entry.kind === 'division' ? searchText(entry.label.split(' ')[0] ?? '') : '';
  return { ...entry, text, words: text.split(' '), code };
}

/** Lower is better; null when a query word is found nowhere in the entry. */
function score(entry: Indexed, words: readonly string[], whole: string): number | null {
  if (entry.text === whole || entry.code === whole) return 0;
  let total = entry.text.startsWith(whole) ? 1 : 4;
  for (const word of words) {
    if (entry.words.some((w) => w === word)) continue;
    if (entry.words.some((w) => w.startsWith(word))) total += 1;
    else if (entry.text.includes(word)) total += 3;
    else return null;
  }
  return total;
}

const KIND_ORDER: Record<SearchKind, number> = { school: 0, zone: 1, division: 2 };

/** The entries that hold every word of the query, best first: whole name, then name start, then word starts. */
export function searchFor(
  entries: readonly SearchEntry[],
  query: string,
  limit = SEARCH_RESULTS_MAX,
): SearchEntry[] {
  const whole = searchText(query);
  if (!whole) return [];
  const words = whole.split(' ').slice(0, QUERY_WORDS_MAX);
  const scored: { entry: Indexed; score: number }[] = [];
  for (const entry of entries.map(indexed)) {
    const s = score(entry, words, whole);
    if (s !== null) scored.push({ entry, score: s });
  }
  scored.sort(
    (a, b) =>
      a.score - b.score ||
      KIND_ORDER[a.entry.kind] - KIND_ORDER[b.entry.kind] ||
      a.entry.label.localeCompare(b.entry.label, 'en'),
  );
  return scored
    .slice(0, limit)
    .map(({ entry: { kind, label, detail, href } }) => ({ kind, label, detail, href }));
}

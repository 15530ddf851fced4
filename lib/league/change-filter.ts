/** Which recorded changes a page shows: by competition and zone (the changes page's filters), or by school. */
import type { ChangeItem, ChangeRecord, Notice } from './bundle-news';
import { noticesFor } from './notices';
import { schoolSlug } from './school-slug';
import { teamSchoolSlug } from './school-match';
import type { Competition } from './constants';
import { COMPETITIONS, isOneOf } from './constants';

export type ChangeFilter = { competition?: Competition; zone?: string };

/** The records with only their items that pass, newest first; records left empty are dropped. */
export function filterRecords(
  records: readonly ChangeRecord[],
  keep: (item: ChangeItem) => boolean,
): ChangeRecord[] {
  return records
    .map((record) => ({ ...record, items: record.items.filter(keep) }))
    .filter((record) => record.items.length > 0)
    .sort((a, b) => b.at.localeCompare(a.at));
}

export function matchesFilter(item: ChangeItem, filter: ChangeFilter): boolean {
  return (
    (!filter.competition || item.competition === filter.competition) &&
    (!filter.zone || item.zone === filter.zone)
  );
}

/**
 * The changes touching a school (by its slug, school-slug.ts): those naming one of its teams or the
 * school itself. A change lists its teams' names and schools, so the rule is the school pages' own.
 */
export function changesForSchool(records: readonly ChangeRecord[], slug: string): ChangeRecord[] {
  const touches = (name: string) => teamSchoolSlug({ name }) === slug || schoolSlug(name) === slug;
  return filterRecords(records, (item) => item.teams.some(touches));
}

/** The changes page, for the season or filtered to a competition or one of its zones. */
export function changesPath(year: number, filter: ChangeFilter = {}): string {
  const competition = filter.competition ? `/${filter.competition}` : '';
  return `/${year}/changes${competition}${filter.competition && filter.zone ? `/${encodeURIComponent(filter.zone)}` : ''}`;
}

export const changesFeedPath = (year: number) => `/${year}/changes/feed.xml`;

/** `[]`, `['primary']` or `['primary', 'EC']` → a filter; null for anything else (the page's 404). */
export function parseChangeSegments(
  segments: readonly string[],
  zones: readonly { code: string; competition: string }[],
): ChangeFilter | null {
  const [competition, zone, ...rest] = segments;
  if (rest.length) return null;
  if (competition === undefined) return {};
  if (!isOneOf(COMPETITIONS, competition)) return null;
  if (zone === undefined) return { competition };
  const found = zones.find((z) => z.code === zone && z.competition === competition);
  return found ? { competition, zone: found.code } : null;
}

/** What a zone page or finals grid shows: its notices, the time of its last change and its newest few changes. */
export type PageNews = {
  notices: Notice[];
  lastAt: string | null;
  items: { at: string; item: ChangeItem }[];
};

export function pageNews(
  news: { changes: readonly ChangeRecord[]; notices: readonly Notice[] },
  page: { competition?: Competition; zone?: string },
  keep: (item: ChangeItem) => boolean,
  count: number,
): PageNews {
  const mine = filterRecords(news.changes, keep);
  const items = mine
    .flatMap((record) => record.items.map((item) => ({ at: record.at, item })))
    .slice(0, count);
  return { notices: noticesFor(news.notices, page), lastAt: mine[0]?.at ?? null, items };
}

/**
 * sitemap.xml (sitemaps.org 0.9), written by hand like the Atom feed: a season's pages with the time of the
 * newest recorded change each shows as `lastmod` (the same filters as the pages' own change lists), left out
 * where the change record names none.
 */
import { escapeXml } from './atom';
import type { ChangeItem, ChangeRecord } from './bundle-news';
import { changesPath, filterRecords } from './change-filter';
import {
  competitionHistoryPath,
  competitionPath,
  countrySecondaryFinalsPath,
  divisionsPath,
  finalsPath,
} from './codes';
import { COMPETITION_MODES, splitMode } from './constants';
import { gridLabel } from './season-diff-finals';
import { ROUND_ROBIN_FINALS_GROUP } from './season-diff';
import { zoneGrades, type SeasonIndex } from './season-index';

export type SitemapEntry = {
  path: string;
  lastmod?: string | null;
  changefreq?: 'weekly' | 'monthly' | 'yearly';
  priority?: number;
};

/** The newest change record time among the items `keep` accepts, or null. */
export function newestChange(
  records: readonly ChangeRecord[],
  keep: (item: ChangeItem) => boolean = () => true,
): string | null {
  return filterRecords(records, keep)[0]?.at ?? null;
}

/** Every page of a published season: competitions and their histories, changes, zone draws and finals grids. */
export function seasonPages(
  index: SeasonIndex,
  records: readonly ChangeRecord[],
  active: boolean,
): SitemapEntry[] {
  const year = index.season.year;
  const changefreq = active ? ('weekly' as const) : ('yearly' as const);
  const entry = (path: string, lastmod: string | null, priority: number): SitemapEntry => ({
    path,
    lastmod,
    changefreq,
    priority: active ? priority : priority - 0.3,
  });
  const pages: SitemapEntry[] = [];
  for (const mode of COMPETITION_MODES) {
    const { metro, competition } = splitMode(mode);
    const mine = (item: ChangeItem) => item.competition === competition;
    pages.push(entry(competitionPath(year, metro, competition), newestChange(records, mine), 0.8));
    pages.push(
      entry(
        competitionHistoryPath(year, metro, competition),
        newestChange(records, (item) => mine(item) && item.kind === 'finals-decided'),
        0.5,
      ),
    );
  }
  pages.push(entry(changesPath(year), newestChange(records), 0.6));
  for (const zone of index.zones) {
    const grades = zoneGrades(index, zone.code);
    const lastmod = newestChange(records, (item) => item.zone === zone.code);
    for (const grade of grades) pages.push(entry(divisionsPath(year, grade, zone.code), lastmod, 0.7));
  }
  const names = new Map([...index.regions, ...index.zones].map((named) => [named.code, named.name]));
  for (const grid of Object.values(index.finals)) {
    const group = gridLabel(grid, names);
    const lastmod = newestChange(
      records,
      (item) => item.group === group && item.competition === grid.competition,
    );
    pages.push(entry(finalsPath(year, grid.grade, grid.stage, grid.value, grid.competition), lastmod, 0.6));
  }
  if (index.roundRobinFinals) {
    pages.push(
      entry(
        countrySecondaryFinalsPath(year),
        newestChange(records, (item) => item.group === ROUND_ROBIN_FINALS_GROUP),
        0.6,
      ),
    );
  }
  return pages;
}

export function sitemapXml(entries: readonly SitemapEntry[], absolute: (path: string) => string): string {
  const urls = entries.map((page) =>
    [
      '  <url>',
      `    <loc>${escapeXml(absolute(page.path))}</loc>`,
      page.lastmod ? `    <lastmod>${escapeXml(page.lastmod)}</lastmod>` : null,
      page.changefreq ? `    <changefreq>${page.changefreq}</changefreq>` : null,
      page.priority !== undefined ? `    <priority>${page.priority.toFixed(1)}</priority>` : null,
      '  </url>',
    ]
      .filter((line) => line !== null)
      .join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

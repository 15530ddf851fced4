import 'server-only';
/** School pages from the embedded store (or PostgreSQL). */
import { getDb } from '@/lib/db/server';
import { getSeasonSummaries } from '@/lib/db/queries/season-index';
import {
  getDrawnSchools,
  getLinedSchoolSlugs,
  getSchoolLines,
  getSeasonDraws,
  getStoredHistory,
} from '@/lib/db/queries/school-pages';
import { allTitles } from '@/lib/league/school-titles';
import { schoolPage } from '@/lib/league/school-page';
import { schoolSlug } from '@/lib/league/school-slug';
import type { SchoolRef } from '@/lib/league/school-match';
import type { SchoolReads } from './school-types';
import { shownSchoolSeason } from '@/lib/league/season-index';

export const storeSchoolReads: SchoolReads = {
  async getSchoolPage(slug, year, today) {
    const db = await getDb();
    const season = shownSchoolSeason(await getSeasonSummaries(db), year);
    if (!season) return null;
    const { shown, active } = season;
    const [draws, lines, history] = await Promise.all([
      getSeasonDraws(db, shown),
      getSchoolLines(db, slug),
      getStoredHistory(db),
    ]);
    const page = schoolPage({
      slug,
      draws,
      lines,
      titles: allTitles(history),
      year: shown,
      activeYear: active,
      today,
    });
    return page && { kind: 'structured', page };
  },
  // A page exists, whatever published season it shows, for a school with a line in one or a title (schoolPage).
  async getSchoolSlugs() {
    const db = await getDb();
    const [lined, history] = await Promise.all([getLinedSchoolSlugs(db), getStoredHistory(db)]);
    const slugs = new Set(lined);
    for (const title of allTitles(history)) slugs.add(schoolSlug(title.winner));
    return [...slugs].filter(Boolean).sort();
  },
  async getSchoolList() {
    const db = await getDb();
    const [drawn, history] = await Promise.all([getDrawnSchools(db), getStoredHistory(db)]);
    const found = new Map(drawn.map((s) => [s.slug, s.name]));
    for (const title of allTitles(history)) {
      const slug = schoolSlug(title.winner);
      if (slug && !found.has(slug)) found.set(slug, title.winner);
    }
    return [...found]
      .map(([slug, name]): SchoolRef => ({ slug, name }))
      .sort((a, b) => a.name.localeCompare(b.name));
  },
};

import 'server-only';
/** League reads from the embedded store (or PostgreSQL): the default source. */
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/server';
import { seasons } from '@/lib/db/schema';
import { getSeasonIndex, getSeasonSummaries } from '@/lib/db/queries/season-index';
import {
  getActiveSeasonGrids,
  getFinalsGrids,
  getRoundRobinFinals,
  getZoneDivisions,
} from '@/lib/db/queries/pages';
import { getInvitation, schoolTypeahead, searchSchoolByName } from '@/lib/db/queries/schools';
import { recordFrontendError } from '@/lib/db/queries/frontend-errors';
import { getChangeRecords } from '@/lib/db/queries/bundles';
import { upcomingEvents } from '@/lib/league/upcoming';
import { activeYearOf } from '@/lib/league/season-index';
import type { LeagueSource } from './types';
import { storeSchoolReads } from './school-store';

export const storeSource: LeagueSource = {
  ...storeSchoolReads,
  async getSiteStatus() {
    const db = await getDb();
    const list = await getSeasonSummaries(db);
    const demo = await db.select({ id: seasons.id }).from(seasons).where(eq(seasons.demo, true)).limit(1);
    return { seasons: list, activeYear: activeYearOf(list), demo: demo.length > 0 };
  },
  async getSeasonIndex(year) {
    return getSeasonIndex(await getDb(), year);
  },
  async getZoneDivisions(year, grade, zoneCode) {
    const found = await getZoneDivisions(await getDb(), year, grade, zoneCode);
    if (!found) return null;
    return {
      homeWhiteBoards: found.homeWhiteBoards,
      divisions: found.divisions.map((draw) => ({ code: draw.code, name: draw.name, no: draw.no, draw })),
    };
  },
  async getFinalsGrid(query) {
    const [grid] = await getFinalsGrids(await getDb(), query);
    return grid ? { grid } : null;
  },
  async getRoundRobinFinals(year) {
    return getRoundRobinFinals(await getDb(), year);
  },
  async getSeasonNews(year) {
    const db = await getDb();
    const [changes, [season]] = await Promise.all([
      getChangeRecords(db, year),
      db.select({ notices: seasons.notices }).from(seasons).where(eq(seasons.year, year)),
    ]);
    return { changes, notices: season?.notices ?? [] };
  },
  async getUpcoming(today) {
    const db = await getDb();
    const active = await getActiveSeasonGrids(db);
    const index = active && (await getSeasonIndex(db, active.year));
    if (!active || !index) return [];
    return upcomingEvents(active.year, today, index.entry, active.grids);
  },
  async schoolTypeahead(params) {
    return schoolTypeahead(await getDb(), params);
  },
  async searchSchoolByName(name) {
    return searchSchoolByName(await getDb(), name);
  },
  async getInvitation(hash) {
    return getInvitation(await getDb(), hash);
  },
  async logFrontendError(entry) {
    await recordFrontendError(await getDb(), { site: 'nswjcl', ...entry });
  },
};

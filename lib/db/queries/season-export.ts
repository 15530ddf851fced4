/** A stored season read back out as its bundle, as it was imported, and the pieces of that reading. */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import {
  divisions,
  finalsGrids,
  invitations,
  regions,
  roundRobinFinals,
  schools,
  seasonChanges,
  seasonEntries,
  seasons,
  zones,
} from '../schema';
import { BUNDLE_FORMAT, type SeasonBundle } from '@/lib/league/bundle';
import type { ChangeRecord } from '@/lib/league/bundle-news';
import { COMPETITION_MODES, type CompetitionMode } from '@/lib/league/constants';
import { divisionOf, gridOf } from './records';

/** Drops absent optional keys, so an export carries exactly the keys the import had. */
function defined<T extends Record<string, unknown>>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)) as T;
}

export async function getSeasonYears(db: Db): Promise<number[]> {
  const rows = await db.select({ year: seasons.year }).from(seasons).orderBy(asc(seasons.year));
  return rows.map((r) => r.year);
}

export async function getChangeRecords(db: Db, year: number): Promise<ChangeRecord[]> {
  const rows = await db
    .select()
    .from(seasonChanges)
    .where(eq(seasonChanges.year, year))
    .orderBy(desc(seasonChanges.at));
  return rows.map((row) => ({ at: row.at.toISOString(), items: row.items }));
}

/** The bundle of a stored season, as it was imported with its change record; null when the year is not stored. */
export async function exportSeason(
  db: Db,
  year: number,
  { withChanges = true, withDraws = true } = {},
): Promise<SeasonBundle | null> {
  const [season] = await db.select().from(seasons).where(eq(seasons.year, year));
  if (!season) return null;
  const seasonId = season.id;
  // One query after another: imports and card actions call this inside a transaction (one connection).
  const entryRows = await db.select().from(seasonEntries).where(eq(seasonEntries.seasonId, seasonId));
  const regionRows = await db
    .select()
    .from(regions)
    .where(eq(regions.seasonId, seasonId))
    .orderBy(asc(regions.position));
  const zoneRows = await db
    .select()
    .from(zones)
    .where(eq(zones.seasonId, seasonId))
    .orderBy(asc(zones.position));
  const divisionRows = withDraws
    ? await db
        .select()
        .from(divisions)
        .where(eq(divisions.seasonId, seasonId))
        .orderBy(asc(divisions.position))
    : [];
  const gridRows = withDraws
    ? await db
        .select()
        .from(finalsGrids)
        .where(eq(finalsGrids.seasonId, seasonId))
        .orderBy(asc(finalsGrids.position))
    : [];
  const rrRows = await db.select().from(roundRobinFinals).where(eq(roundRobinFinals.seasonId, seasonId));
  const schoolRows = await db
    .select()
    .from(schools)
    .where(eq(schools.seasonId, seasonId))
    .orderBy(asc(schools.position));
  const records = withChanges ? await getChangeRecords(db, year) : [];
  const inviteRows = schoolRows.length
    ? await db
        .select()
        .from(invitations)
        .where(
          inArray(
            invitations.schoolId,
            schoolRows.map((s) => s.id),
          ),
        )
        .orderBy(asc(invitations.position))
    : [];

  const entry = Object.fromEntries(
    entryRows.map((row) => [
      row.mode,
      {
        cutoff_date: row.cutoffDate,
        commence_date: row.commenceDate,
        invitation_active: row.invitationActive,
        price: row.priceCents / 100,
      },
    ]),
  ) as SeasonBundle['entry'];

  return defined({
    format: BUNDLE_FORMAT,
    year: season.year,
    demo: season.demo,
    active: season.active,
    published: season.published,
    info_block_hidden: season.infoBlockHidden,
    home_white_boards: season.homeWhiteBoards,
    entry: Object.fromEntries(
      COMPETITION_MODES.map((mode: CompetitionMode) => [mode, entry[mode]]),
    ) as SeasonBundle['entry'],
    regions: regionRows.map((r) => ({
      code: r.code,
      name: r.name,
      metro: r.metro as 'metropolitan' | 'country',
    })),
    zones: zoneRows.map((z) =>
      defined({
        code: z.code,
        name: z.name,
        region: z.regionCode,
        competition: z.competition,
        scorer: z.scorerName && z.scorerEmail ? { name: z.scorerName, email: z.scorerEmail } : undefined,
      }),
    ),
    divisions: divisionRows.map(divisionOf),
    finals: gridRows.map(gridOf),
    round_robin_finals: rrRows[0]?.draw ?? null,
    history: season.history,
    schools: schoolRows.map((s) => {
      const invites = inviteRows.filter((i) => i.schoolId === s.id);
      return defined({
        name: s.name,
        address: s.address,
        suburb: s.suburb,
        state: s.state,
        postcode: s.postcode,
        postal_address: s.postalAddress ?? undefined,
        postal_suburb: s.postalSuburb ?? undefined,
        postal_state: s.postalState ?? undefined,
        postal_postcode: s.postalPostcode ?? undefined,
        phone: s.phone,
        fax: s.fax ?? undefined,
        location_of_chess_room: s.locationOfChessRoom ?? undefined,
        metro: s.metro as 'metropolitan' | 'country',
        competition: s.competition,
        invitations: invites.length
          ? invites.map((i) => ({
              mode: i.mode,
              hash: i.hash,
              submitted: i.submitted,
              coordinators: i.coordinators,
            }))
          : undefined,
      });
    }),
    notes: season.notes ?? undefined,
    notices: season.notices ?? undefined,
    // Oldest first in the document, as a log reads.
    changes: records.length ? [...records].reverse() : undefined,
  }) as SeasonBundle;
}

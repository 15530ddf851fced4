/**
 * Season bundles into the store: an import replaces the season whole in one transaction. Reading a
 * season back out is season-export.ts (re-exported here, where the data commands look for both).
 */
import { eq, ne } from 'drizzle-orm';
import type { Db } from '../client';
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
import { recordMatchVersions } from './match-versions';
import { withPublishedCards } from './cards-import';
import { lockSeasonCards } from './cards-publish';
import { writeSchoolLines } from './school-pages';
import { seasonDrawsOf } from '@/lib/league/school-fixtures';
import type { SeasonBundle } from '@/lib/league/bundle';
import type { ChangeRecord } from '@/lib/league/bundle-news';
import { changeText, recordOf } from '@/lib/league/change-text';
import { diffSeasons, type SeasonChange } from '@/lib/league/season-diff';
import { fingerprint, storedSeasonBefore } from './season-before';
import { COMPETITION_MODES } from '@/lib/league/constants';

export { exportSeason, getChangeRecords, getSeasonYears } from './season-export';
export { divisionOf, gridOf } from './records';

const positioned = <T>(items: T[]) => items.map((item, position) => ({ item, position }));

/** A bundle's rows before numbering: the import writes them and tests index demo bundles through them. */
export function bundleRows(bundle: SeasonBundle) {
  return {
    season: {
      year: bundle.year,
      active: bundle.active,
      published: bundle.published,
      demo: bundle.demo,
      infoBlockHidden: bundle.info_block_hidden,
      homeWhiteBoards: bundle.home_white_boards,
      history: bundle.history,
      notes: bundle.notes ?? null,
      notices: bundle.notices ?? null,
    },
    entries: COMPETITION_MODES.map((mode) => {
      const entry = bundle.entry[mode];
      return {
        mode,
        cutoffDate: entry.cutoff_date,
        commenceDate: entry.commence_date,
        invitationActive: entry.invitation_active,
        priceCents: Math.round(entry.price * 100),
      };
    }),
    regions: positioned(bundle.regions).map(({ item, position }) => ({ position, ...item })),
    zones: positioned(bundle.zones).map(({ item, position }) => ({
      position,
      code: item.code,
      name: item.name,
      regionCode: item.region,
      competition: item.competition,
      scorerName: item.scorer?.name ?? null,
      scorerEmail: item.scorer?.email ?? null,
    })),
    divisions: positioned(bundle.divisions).map(({ item, position }) => {
      const { code, name, no, zone, grade, ...draw } = item;
      return { position, code, name, no, zoneCode: zone, grade, draw, fingerprint: fingerprint(item) };
    }),
    grids: positioned(bundle.finals).map(({ item, position }) => {
      const { competition, grade, stage, value, division, ...grid } = item;
      return {
        position,
        competition,
        grade,
        stage,
        value,
        division: division ?? null,
        grid,
        fingerprint: fingerprint(item),
      };
    }),
    roundRobin: bundle.round_robin_finals,
  };
}

export type ImportOutcome = {
  seasonId: number;
  replaced: boolean;
  /** Everything that differs from the season stored before: the caches to drop are derived from it. */
  changes: SeasonChange[];
  /** What was added to the season's change record (null for a new season or nothing a coordinator would see). */
  record: ChangeRecord | null;
  /** Published match cards: results kept, overruled by the bundle's own, and flagged (match removed or re-paired). */
  cards: { kept: number; overruled: number; flagged: number };
};

/**
 * What an import of the bundle would change, read and compared without writing anything. The bundle keeps
 * the published match cards' results where it has none of its own (`bundle` is the one to write).
 */
export async function previewImport(
  db: Db,
  bundle: SeasonBundle,
  at = new Date(),
  /** Who sent the results, said after each result change (`by the PA scorer's workbook`); none by default. */
  source?: string,
): Promise<Pick<ImportOutcome, 'changes' | 'record' | 'cards'> & { bundle: SeasonBundle }> {
  const merge = await withPublishedCards(db, bundle);
  const before = await storedSeasonBefore(db, merge.bundle);
  const changes = diffSeasons(before, merge.bundle);
  const cards = { kept: merge.kept.length, overruled: merge.overruled.length, flagged: merge.flagged.length };
  const describe = (change: SeasonChange) => {
    const text = merge.describe(change);
    const result = change.kind === 'results-posted' || change.kind === 'result-corrected';
    return source && result ? `${text ?? changeText(change)}, ${source}` : text;
  };
  return {
    changes,
    record: before ? recordOf(changes, at, describe) : null,
    bundle: merge.bundle,
    cards,
  };
}

/** Records from a bundle join the stored ones; one already stored (same time) is kept as it is. */
async function mergeRecords(db: Db, year: number, records: readonly ChangeRecord[]) {
  for (const chunk of chunks([...records], 100)) {
    await db
      .insert(seasonChanges)
      .values(chunk.map((r) => ({ year, at: new Date(r.at), items: r.items })))
      .onConflictDoNothing();
  }
}

export async function importSeason(
  db: Db,
  imported: SeasonBundle,
  at = new Date(),
  source?: string,
): Promise<ImportOutcome> {
  return db.transaction(async (tx) => {
    // Under the cards' lock: a card published meanwhile is either merged here or written after this import.
    await lockSeasonCards(tx, imported.year);
    const { changes, record, bundle, cards } = await previewImport(tx, imported, at, source);
    const rows = bundleRows(bundle);
    await mergeRecords(tx, bundle.year, [...(bundle.changes ?? []), ...(record ? [record] : [])]);
    const previous = await tx.select({ id: seasons.id }).from(seasons).where(eq(seasons.year, bundle.year));
    if (previous.length) await tx.delete(seasons).where(eq(seasons.year, bundle.year));
    if (bundle.active) await tx.update(seasons).set({ active: false }).where(ne(seasons.year, bundle.year));

    const [season] = await tx
      .insert(seasons)
      // A replaced season keeps its id, which pages and the contract show (season_id).
      .values({ ...(previous[0] ? { id: previous[0].id } : {}), ...rows.season })
      .returning({ id: seasons.id });
    const seasonId = season!.id;
    const ofSeason = <T>(list: T[]) => list.map((row) => ({ seasonId, ...row }));

    await tx.insert(seasonEntries).values(ofSeason(rows.entries));
    if (rows.regions.length) await tx.insert(regions).values(ofSeason(rows.regions));
    if (rows.zones.length) await tx.insert(zones).values(ofSeason(rows.zones));
    for (const chunk of chunks(ofSeason(rows.divisions), 100)) await tx.insert(divisions).values(chunk);
    for (const chunk of chunks(ofSeason(rows.grids), 100)) await tx.insert(finalsGrids).values(chunk);
    if (rows.roundRobin) await tx.insert(roundRobinFinals).values({ seasonId, draw: rows.roundRobin });
    for (const { item, position } of positioned(bundle.schools)) {
      const { invitations: invites, ...school } = item;
      const [row] = await tx
        .insert(schools)
        .values({
          seasonId,
          position,
          name: school.name,
          address: school.address,
          suburb: school.suburb,
          state: school.state,
          postcode: school.postcode,
          postalAddress: school.postal_address ?? null,
          postalSuburb: school.postal_suburb ?? null,
          postalState: school.postal_state ?? null,
          postalPostcode: school.postal_postcode ?? null,
          phone: school.phone,
          fax: school.fax ?? null,
          locationOfChessRoom: school.location_of_chess_room ?? null,
          metro: school.metro,
          competition: school.competition,
        })
        .returning({ id: schools.id });
      if (invites?.length) {
        await tx.insert(invitations).values(
          positioned(invites).map(({ item: invite, position: p }) => ({
            schoolId: row!.id,
            position: p,
            ...invite,
          })),
        );
      }
    }
    await writeSchoolLines(tx, seasonId, seasonDrawsOf(bundle));
    await recordMatchVersions(tx, bundle);
    return { seasonId, replaced: previous.length > 0, changes, record, cards };
  });
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

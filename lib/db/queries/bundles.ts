/**
 * A season bundle as the store's rows (the import writes them: lib/writes/season-import.ts), and a stored
 * season read back out as its bundle (season-export.ts, re-exported here).
 */
import type { SeasonBundle } from '@/lib/league/bundle';
import { fingerprint } from './season-before';
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
    schools: positioned(bundle.schools).map(({ item: school, position }) => ({
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
    })),
    /** Each school's invitations, by the school's position. */
    invitations: positioned(bundle.schools).flatMap(({ item, position: school }) =>
      (item.invitations ?? []).map((invite, position) => ({ school, position, ...invite })),
    ),
  };
}

/**
 * A season bundle holding only some of a season (one zone's divisions and grids, or one division): what a
 * write reads instead of the whole season, for the rules written against whole bundles (the import's
 * comparison, the zone workbook's layout). Everything it leaves out is empty, the same before and after.
 */
import { BUNDLE_FORMAT, type SeasonBundle } from './bundle';
import { COMPETITION_MODES } from './constants';

export type SeasonPart = Pick<SeasonBundle, 'year' | 'zones' | 'divisions'> &
  Partial<Pick<SeasonBundle, 'finals' | 'home_white_boards'>>;

export function partialSeason(part: SeasonPart): SeasonBundle {
  const closed = { cutoff_date: null, commence_date: null, invitation_active: false, price: 0 };
  return {
    format: BUNDLE_FORMAT,
    demo: false,
    active: false,
    published: false,
    info_block_hidden: false,
    home_white_boards: [2, 4],
    entry: Object.fromEntries(COMPETITION_MODES.map((m) => [m, closed])) as SeasonBundle['entry'],
    regions: [],
    finals: [],
    round_robin_finals: null,
    history: {} as SeasonBundle['history'],
    schools: [],
    ...part,
  };
}

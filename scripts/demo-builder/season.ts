/** What every demo season bundle shares. */
import { BUNDLE_FORMAT, type EntryWindowRecord, type SeasonBundle } from '../../lib/league/bundle';
import { COMPETITION_MODES } from '../../lib/league/constants';
import { REGIONS } from './plans/regions';
import type { SeasonPlan } from './plans';
import { zoneRecords, type ZoneDef } from './zones';

/** The fee is the real 2013 and 2017 figure; 2025 and 2026 fees were not found. */
const PRICE = 33;

type Window = SeasonPlan['entry']['countrySecondary'];

/** Entry windows: one for country secondary, whose entry stays closed, one shared by the other three. */
function entryWindows({ main, countrySecondary }: SeasonPlan['entry']): SeasonBundle['entry'] {
  const window = (w: Window, open: boolean): EntryWindowRecord => ({
    cutoff_date: w.cutoff,
    commence_date: w.commence,
    invitation_active: open,
    price: PRICE,
  });
  return Object.fromEntries(
    COMPETITION_MODES.map((mode) => [
      mode,
      mode === 'country_secondary' ? window(countrySecondary, false) : window(main, main.open),
    ]),
  ) as SeasonBundle['entry'];
}

type Built = Pick<SeasonBundle, 'year' | 'divisions' | 'finals' | 'round_robin_finals' | 'schools'>;

export function seasonBundle(plan: SeasonPlan, zones: ZoneDef[], built: Built): SeasonBundle {
  const { year, divisions, finals, round_robin_finals, schools } = built;
  return {
    format: BUNDLE_FORMAT,
    year,
    demo: true,
    active: plan.active,
    published: true,
    info_block_hidden: false,
    // The 2026 sheets' board colours: home plays White on boards 1 and 3.
    home_white_boards: [1, 3],
    entry: entryWindows(plan.entry),
    regions: REGIONS,
    zones: zoneRecords(zones),
    divisions,
    finals,
    round_robin_finals,
    history: plan.history,
    schools,
    notes: plan.notes,
  };
}

/**
 * The league API contract of SPEC section 7 (`/api/index/...`): the shapes of its answers, as zod schemas.
 * Our route handlers build these from the store; the HTTP client checks what a league API sends against the
 * same schemas. Pages never see this wire format: they read the season index (./season-index.ts).
 */
import { z } from 'zod';
import { COMPETITION_MODES } from '@/lib/league/constants';

const codeName = z.object({ code: z.string(), name: z.string() });
const metroKeyed = <T extends z.ZodType>(value: T) => z.object({ '1': value, '0': value });
const competitionKeyed = <T extends z.ZodType>(value: T) => z.object({ '2': value, '1': value });
const modeKeyed = <T extends z.ZodType>(value: T) =>
  z.object(
    Object.fromEntries(COMPETITION_MODES.map((mode) => [mode, value])) as Record<
      (typeof COMPETITION_MODES)[number],
      T
    >,
  );

export const seasonSchema = z.object({
  season_id: z.number().int(),
  year: z.number().int(),
  active: z.union([z.literal(0), z.literal(1)]),
  publish: z.union([z.literal('0'), z.literal('1')]),
});

export const seasonByYearSchema = seasonSchema.extend({
  metropolitan_primary_cutoff_date: z.string().nullable(),
  country_primary_cutoff_date: z.string().nullable(),
  metropolitan_secondary_cutoff_date: z.string().nullable(),
  country_secondary_cutoff_date: z.string().nullable(),
  info_block_hidden: z.boolean(),
  demo: z.boolean(),
  home_white_boards: z.array(z.number().int()),
});

export const divisionSummarySchema = z.object({
  code: z.string(),
  name: z.string(),
  division_no: z.number().int(),
  /** HTML of the division's draw and results. */
  table: z.string(),
});

export const finalsEntrySchema = z.object({
  html: z.string(),
  /** 1 once the grid has a winner, 0 while it has none. */
  result: z.union([z.literal(0), z.literal(1)]),
  max_step: z.number().int(),
  competition_code: z.union([z.literal('2'), z.literal('1')]),
});

export const scorerSchema = z.object({ name: z.string(), email: z.string() });

export const zoneByCodeSchema = z.object({
  code: z.string(),
  name: z.string(),
  region_code: z.string(),
  metro_code: z.union([z.literal('1'), z.literal('0')]),
  competition_code: z.union([z.literal('2'), z.literal('1')]),
  scorers: z.record(z.string(), scorerSchema),
});

export const allDataSchema = z.object({
  seasons: z.array(seasonSchema),
  seasons_by_year: z.record(z.string(), seasonByYearSchema),
  regions_by_metro: metroKeyed(z.array(codeName)),
  zones_by_region_code: competitionKeyed(z.record(z.string(), z.array(codeName))),
  /** year → zone code → grade → divisions; presence means a draw exists. */
  divisions_by_zone_code: z.record(
    z.string(),
    z.record(z.string(), z.record(z.string(), z.array(divisionSummarySchema))),
  ),
  finals_codes: z.record(z.string(), finalsEntrySchema),
  round_robin_finals: z.record(z.string(), z.object({ table: z.string() })),
  /** By position: [4] primary winner; [1], [2], [3] metropolitan secondary grade 1-3; [10] country secondary. */
  history: z.record(z.string(), z.array(z.string().nullable())),
  zones_by_code: z.record(z.string(), zoneByCodeSchema),
  grades_by_competition: competitionKeyed(z.array(codeName)),
  finals_filters_data: z.object({
    grades: z.array(codeName),
    grades_by_competition_code: competitionKeyed(z.array(codeName)),
  }),
  secondary_zones_by_metro: metroKeyed(z.array(codeName.extend({ region_code: z.string() }))),
  active_season_price: modeKeyed(z.number()),
  active_season_dates: z.object({
    cutoff_dates: modeKeyed(z.string().nullable()),
    commence_dates: modeKeyed(z.string().nullable()),
    invitation_active: modeKeyed(z.boolean()),
  }),
});

export type AllData = z.infer<typeof allDataSchema>;
export type ContractSeason = z.infer<typeof seasonSchema>;
export type DivisionSummary = z.infer<typeof divisionSummarySchema>;
export type FinalsEntry = z.infer<typeof finalsEntrySchema>;

/** Every answer is wrapped: `{ result: 1, data }` on success, `{ result: 0, error }` otherwise. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ result: z.literal(1), data });
export const errorEnvelopeSchema = z.object({ result: z.literal(0), error: z.string() });

export const typeaheadSchema = z.object({ schools: z.array(z.object({ name: z.string() })) });

/** What `search-school-by-name` fills into the form; never a coordinator's details. */
export const schoolDetailsSchema = z.object({
  name: z.string(),
  address: z.string(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
  phone: z.string(),
  fax: z.string(),
  location_of_chess_room: z.string(),
});

export const previousCoordinatorSchema = z.object({
  hash: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  title: z.string(),
  type: z.string(),
  email: z.string(),
  mobile: z.string(),
});

export const schoolInfoSchema = z.object({
  result: z.union([z.literal(0), z.literal(1)]),
  school_info: schoolDetailsSchema
    .extend({
      hash: z.string(),
      metro_code: z.union([z.literal('1'), z.literal('0')]),
      competition_code: z.union([z.literal('2'), z.literal('1')]),
      competition_mode: z.enum(COMPETITION_MODES),
      already_submitted: z.boolean(),
    })
    .nullable(),
  coordinators: z.array(previousCoordinatorSchema),
});

export const countryRegionsSchema = z.object({ regions: z.array(codeName) });

export type ContractSchoolDetails = z.infer<typeof schoolDetailsSchema>;
export type SchoolInfo = z.infer<typeof schoolInfoSchema>;
export type ContractCoordinator = z.infer<typeof previousCoordinatorSchema>;

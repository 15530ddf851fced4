/**
 * The draw maker's settings file (docs/draw-maker.md): division sizes, each zone's match day and commence
 * date, the dates no round is played, and where schools new to the league (or moving) are placed.
 */
import { z } from 'zod';
import { code, isoDate, name, plain } from '../bundle-primitives';
import { formatPath } from '../bundle';

export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** `thursday` → `Thursday` */
export const weekdayName = (day: string) => `${day[0]!.toUpperCase()}${day.slice(1)}`;

/** The league's limits on a round-robin division, and its usual match day (structure.json: Friday afternoons). */
export const DEFAULT_DIVISION_SIZE = { min: 6, max: 10 } as const;
export const DEFAULT_MATCH_DAY: Weekday = 'friday';

const weekday = z.enum(WEEKDAYS);

const blackoutSchema = z
  .strictObject({ from: isoDate, to: isoDate.optional(), name: plain(200) })
  .refine((b) => !b.to || b.to >= b.from, { message: 'to must not be before from', path: ['to'] });

export const drawSettingsSchema = z
  .strictObject({
    division_size: z
      .strictObject({ min: z.number().int().min(2).max(24), max: z.number().int().min(2).max(24) })
      .refine((s) => s.min <= s.max, { message: 'min must not be more than max' })
      .default(DEFAULT_DIVISION_SIZE),
    match_day: weekday.default(DEFAULT_MATCH_DAY),
    /** Per zone code: its own match day, and a commence date other than the entry window's. */
    zones: z
      .record(code, z.strictObject({ match_day: weekday.optional(), commence: isoDate.optional() }))
      .default({}),
    /** School holidays and public holidays: a single day (`from`) or a span (`from` to `to`, both included). */
    blackouts: z.array(blackoutSchema).max(200).default([]),
    /** School name → zone code: schools new to the league, or moving zone. */
    placements: z.record(name, code).default({}),
  })
  .default({
    division_size: DEFAULT_DIVISION_SIZE,
    match_day: DEFAULT_MATCH_DAY,
    zones: {},
    blackouts: [],
    placements: {},
  });

export type DrawSettings = z.infer<typeof drawSettingsSchema>;
export type Blackout = DrawSettings['blackouts'][number];

export type SettingsCheck = { ok: true; settings: DrawSettings } | { ok: false; errors: string[] };

/** Checks a settings document whole; every problem is named by its path. Absent, the defaults apply. */
export function checkDrawSettings(document: unknown): SettingsCheck {
  const parsed = drawSettingsSchema.safeParse(document ?? undefined);
  if (parsed.success) return { ok: true, settings: parsed.data };
  return {
    ok: false,
    errors: parsed.error.issues.map(
      (issue) => `settings ${formatPath(issue.path) || '(document)'}: ${issue.message}`,
    ),
  };
}

/** The settings when none are given: the league's limits, Fridays, no blackout, no placement. */
export function defaultDrawSettings(): DrawSettings {
  return drawSettingsSchema.parse(undefined);
}

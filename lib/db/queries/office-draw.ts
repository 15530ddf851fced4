/**
 * What the office's draw page shows (docs/office.md): the season's zones with their published divisions,
 * whether their matches have results, their drafts; the schools the draw maker cannot place on its own.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { drawDrafts, drawPlacements, drawSettings, matches, resultVersions } from '../schema';
import { getDrawInputs } from './draw';
import type { Division, ZoneRecord } from '@/lib/league/bundle';
import { proposeDraw, type Unplaced } from '@/lib/league/draw/propose';
import { checkDrawSettings, defaultDrawSettings, type DrawSettings } from '@/lib/league/draw/settings';

export type DrawPlacement = { school: string; competition: string; zone: string };

export async function getDrawPlacements(db: Db, year: number): Promise<DrawPlacement[]> {
  return db
    .select({
      school: drawPlacements.school,
      competition: drawPlacements.competition,
      zone: drawPlacements.zone,
    })
    .from(drawPlacements)
    .where(eq(drawPlacements.year, year))
    .orderBy(asc(drawPlacements.school));
}

/** The season's draw settings as the office keeps them (the defaults until saved), with its placements. */
export async function getOfficeDrawSettings(
  db: Db,
  year: number,
): Promise<{ settings: DrawSettings; revision: number; placements: DrawPlacement[] }> {
  const [[row], placements] = await Promise.all([
    db.select().from(drawSettings).where(eq(drawSettings.year, year)),
    getDrawPlacements(db, year),
  ]);
  const placed = Object.fromEntries(placements.map((p) => [p.school, p.zone]));
  // Both were checked when saved; should they no longer pass together, the defaults apply.
  const saved = checkDrawSettings({ ...(row?.settings ?? {}), placements: placed });
  const settings = saved.ok ? saved.settings : defaultDrawSettings();
  return { settings, revision: row?.revision ?? 0, placements };
}

/** The zones with a result or a card on any live match: their draw is played, and the office does not replace it. */
export async function playedZones(db: Db, year: number): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ zone: matches.zone })
    .from(resultVersions)
    .innerJoin(matches, eq(matches.id, resultVersions.matchId))
    .where(and(eq(matches.year, year), isNull(matches.withdrawnAt)));
  return new Set(rows.map((r) => r.zone));
}

export type DrawZone = Pick<ZoneRecord, 'code' | 'name' | 'competition'> & {
  /** Round-robin divisions published in the season. */
  divisions: number;
  /** Whether any of its matches has a result or a card. */
  played: boolean;
  draft: { revision: number; updatedAt: Date; divisions: Division[] } | null;
};

export type OfficeDraw = {
  year: number;
  published: boolean;
  accepted: number;
  zones: DrawZone[];
  unplaced: Unplaced[];
  placements: DrawPlacement[];
  /** What the proposals follow: division sizes, the match day, the days without a round. */
  settings: DrawSettings;
  settingsRevision: number;
};

export async function getOfficeDraw(db: Db, year: number): Promise<OfficeDraw | null> {
  const [inputs, drawn, drafts, played] = await Promise.all([
    getDrawInputs(db, year, { acceptedOnly: true }),
    getOfficeDrawSettings(db, year),
    db.select().from(drawDrafts).where(eq(drawDrafts.year, year)),
    playedZones(db, year),
  ]);
  if (!inputs) return null;
  const { season } = inputs;
  const proposal = proposeDraw({ ...inputs, settings: drawn.settings });
  const zones: DrawZone[] = season.zones.map((z) => {
    const draft = drafts.find((d) => d.zone === z.code);
    return {
      code: z.code,
      name: z.name,
      competition: z.competition,
      divisions: season.divisions.filter((d) => d.zone === z.code && d.grade !== 'country').length,
      played: played.has(z.code),
      draft: draft
        ? { revision: draft.revision, updatedAt: draft.updatedAt, divisions: draft.divisions }
        : null,
    };
  });
  return {
    year,
    published: season.published,
    accepted: inputs.entries.length,
    zones,
    unplaced: proposal.unplaced,
    placements: drawn.placements,
    settings: drawn.settings,
    settingsRevision: drawn.revision,
  };
}

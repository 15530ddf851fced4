/**
 * The draw maker in the league's office (docs/office.md): a zone's draw proposed from the accepted entry
 * requests, adjusted (a team moved, two swapped), then published into the season through the season import,
 * which records the change and keeps every result. Each write names the draft's revision the official saw; a
 * draft changed since is refused. A zone whose matches have results is not drawn again here.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { drawDrafts, drawPlacements, drawSettings } from '@/lib/db/schema';
import { getDrawInputs } from '@/lib/db/queries/draw';
import { getOfficeDrawSettings, playedZones } from '@/lib/db/queries/office-draw';
import { getOfficeZones } from '@/lib/db/queries/office';
import { getCurrentEntryRequests } from '@/lib/db/queries/entry-versions';
import type { SeasonChanges } from '@/lib/db/command-result';
import type { Division } from '@/lib/league/bundle';
import type { Competition } from '@/lib/league/constants';
import { adjustDraft, type DraftChange } from '@/lib/league/draw/adjust';
import { proposeDraw } from '@/lib/league/draw/propose';
import { checkDrawSettings, type DrawSettings } from '@/lib/league/draw/settings';
import { importZoneDivisions } from './draft-draw';
import type { Tx } from './match-rows';
import { recordOfficeAction } from './office';

/** Why a draw action was refused, in a word the office turns into its fixed sentence. */
export const DRAW_REFUSALS = [
  'settings',
  'zone-days',
  'settings-changed',
  'draft-changed',
  'played',
  'nothing-to-draw',
  'adjust',
  'place',
  'invalid',
] as const;
export type DrawRefusal = (typeof DRAW_REFUSALS)[number];
export type DrawOutcome =
  | { ok: true; changed?: SeasonChanges[]; seasonPublished?: boolean }
  | { ok: false; refused: DrawRefusal; message: string };

const refuse = (refused: DrawRefusal, message: string): DrawOutcome => ({ ok: false, refused, message });

const zoneIsPlayed = async (db: Db, year: number, zone: string) => (await playedZones(db, year)).has(zone);

const record = (db: Db, linkId: number, action: string, subject: string, seen: string) =>
  recordOfficeAction(db, { linkId, action, subject, seen });

/** A row the office keeps with a revision: how to read its revision (locked), change it, and make the first one. */
type RevisionedRow = {
  current: (tx: Tx) => Promise<number | undefined>;
  update: (tx: Tx, revision: number) => Promise<unknown>;
  /** False when another writer's first row got in first (the unique key lets one in). */
  insert: (tx: Tx, revision: number) => Promise<boolean>;
};

/** Writes the row when its revision is still the one the official saw (0: none yet); false when it is not. */
function writeOnRevision(db: Db, seen: number, row: RevisionedRow): Promise<boolean> {
  return db.transaction(async (tx) => {
    const current = await row.current(tx);
    if ((current ?? 0) !== seen) return false;
    if (current === undefined) return row.insert(tx, seen + 1);
    await row.update(tx, seen + 1);
    return true;
  });
}

function saveDraft(db: Db, linkId: number, year: number, zone: string, seen: number, divisions: Division[]) {
  const at = and(eq(drawDrafts.year, year), eq(drawDrafts.zone, zone));
  const values = (revision: number) => ({ divisions, revision, linkId, updatedAt: new Date() });
  return writeOnRevision(db, seen, {
    current: async (tx) =>
      (await tx.select({ revision: drawDrafts.revision }).from(drawDrafts).where(at).for('update'))[0]
        ?.revision,
    update: (tx, revision) => tx.update(drawDrafts).set(values(revision)).where(at),
    insert: async (tx, revision) =>
      (
        await tx
          .insert(drawDrafts)
          .values({ year, zone, ...values(revision) })
          .onConflictDoNothing()
          .returning({ id: drawDrafts.id })
      ).length > 0,
  });
}

async function readDraft(db: Db, year: number, zone: string) {
  const [draft] = await db
    .select()
    .from(drawDrafts)
    .where(and(eq(drawDrafts.year, year), eq(drawDrafts.zone, zone)));
  return draft ?? null;
}

const STALE = 'The draft changed since you opened the page: nothing was changed.';

/** Proposes the zone's divisions from the season's accepted entry requests and the office's placements. */
export async function proposeZoneDraw(
  db: Db,
  linkId: number,
  year: number,
  zone: string,
  seen: number,
): Promise<DrawOutcome> {
  if (await zoneIsPlayed(db, year, zone)) return refuse('played', `${zone} has results: its draw is played.`);
  const [inputs, drawn] = await Promise.all([
    getDrawInputs(db, year, { acceptedOnly: true }),
    getOfficeDrawSettings(db, year),
  ]);
  if (!inputs?.season.zones.some((z) => z.code === zone))
    return refuse('nothing-to-draw', `Season ${year} has no zone ${zone}.`);
  const proposal = proposeDraw({ ...inputs, settings: drawn.settings, zone });
  const divisions = proposal.zones[0]?.divisions.map((d) => d.division) ?? [];
  if (!divisions.length)
    return refuse(
      'nothing-to-draw',
      `No accepted entry request is placed in ${zone} with teams enough for a division.`,
    );
  if (!(await storeProposal(db, linkId, year, zone, seen, divisions))) return refuse('draft-changed', STALE);
  return { ok: true };
}

/** Keeps a proposal as the zone's draft and records it, when the draft is still the revision seen; else false. */
export async function storeProposal(
  db: Db,
  linkId: number,
  year: number,
  zone: string,
  seen: number,
  divisions: Division[],
): Promise<boolean> {
  if (!(await saveDraft(db, linkId, year, zone, seen, divisions))) return false;
  const codes = divisions.map((d) => d.code).join(', ');
  await record(db, linkId, 'propose-draw', `${zone} ${year}: ${codes}`, `revision ${seen}`);
  return true;
}

/** A team moved or two swapped in the zone's draft. */
export async function adjustZoneDraft(
  db: Db,
  linkId: number,
  year: number,
  code: string,
  seen: number,
  change: DraftChange,
): Promise<DrawOutcome> {
  const zone = (await getOfficeZones(db, year)).find((z) => z.code === code);
  if (!zone) return refuse('nothing-to-draw', `Season ${year} has no zone ${code}.`);
  const draft = await readDraft(db, year, zone.code);
  if (!draft || draft.revision !== seen) return refuse('draft-changed', STALE);
  const adjusted = adjustDraft(zone, draft.divisions, change);
  if (!adjusted.ok) return refuse('adjust', adjusted.message);
  if (!(await saveDraft(db, linkId, year, zone.code, seen, adjusted.divisions)))
    return refuse('draft-changed', STALE);
  await record(
    db,
    linkId,
    `${change.kind}-draw-team`,
    `${zone.code} ${year}: ${adjusted.text}`,
    `revision ${seen}`,
  );
  return { ok: true };
}

/**
 * The draft, as the official saw it, in place of the zone's round-robin divisions, through the season import
 * (serialised with every other write; the change record and the caches follow from it). The draft is then
 * cleared, unless it was changed meanwhile: what was published is the revision the official saw.
 */
export async function publishZoneDraw(
  db: Db,
  linkId: number,
  year: number,
  zone: string,
  seen: number,
): Promise<DrawOutcome> {
  const draft = await readDraft(db, year, zone);
  if (!draft || draft.revision !== seen) return refuse('draft-changed', STALE);
  if (await zoneIsPlayed(db, year, zone)) return refuse('played', `${zone} has results: its draw is played.`);
  const written = await importZoneDivisions(db, year, zone, draft.divisions);
  if (!written.ok) return refuse('invalid', written.errors.join(' '));
  await db
    .delete(drawDrafts)
    .where(and(eq(drawDrafts.year, year), eq(drawDrafts.zone, zone), eq(drawDrafts.revision, seen)));
  await record(
    db,
    linkId,
    'publish-draw',
    `${zone} ${year}: ${draft.divisions.map((d) => d.code).join(', ')}`,
    `revision ${seen}`,
  );
  return {
    ok: true,
    changed: [{ year, changes: written.outcome.changes }],
    seasonPublished: written.published,
  };
}

/** Places a school (new to the league, or moving) in a zone of its competition for this season's draw. */
export async function placeDrawSchool(
  db: Db,
  linkId: number,
  year: number,
  placement: { school: string; competition: Competition; zone: string },
): Promise<DrawOutcome> {
  const [zones, requests] = await Promise.all([getOfficeZones(db, year), getCurrentEntryRequests(db, year)]);
  const zone = zones.find((z) => z.code === placement.zone);
  if (!zone || zone.competition !== placement.competition)
    return refuse('place', `${placement.zone} is not a ${placement.competition} zone of season ${year}.`);
  if (!requests.some((r) => r.decision === 'accepted' && r.schoolName === placement.school))
    return refuse('place', `${placement.school} has no accepted entry request for ${year}.`);
  await db
    .insert(drawPlacements)
    .values({ year, ...placement, linkId })
    .onConflictDoUpdate({
      target: [drawPlacements.year, drawPlacements.competition, drawPlacements.school],
      set: { zone: placement.zone, linkId, createdAt: new Date() },
    });
  await record(
    db,
    linkId,
    'place-school',
    `${placement.school} in ${placement.zone} (${placement.competition}, ${year})`,
    'placements',
  );
  return { ok: true };
}

type SettingsChange = Record<string, unknown>;

/**
 * Changes the season's draw settings: `change` names the fields the official's form holds (the season's sizes,
 * match day and days without a round; or, made from the stored settings, the zones' own days), laid over the
 * settings as stored, which the revision check makes the settings the official saw.
 */
export async function saveDrawSettings(
  db: Db,
  linkId: number,
  year: number,
  changeOf: SettingsChange | ((stored: DrawSettings) => SettingsChange),
  seen: number,
): Promise<DrawOutcome> {
  const { settings } = await getOfficeDrawSettings(db, year);
  const change = typeof changeOf === 'function' ? changeOf(settings) : changeOf;
  if ('placements' in change) return refuse('settings', '');
  const { placements: _placed, ...stored } = settings;
  const document = { ...stored, ...change };
  const checked = checkDrawSettings(document);
  if (!checked.ok) return refuse('settings', checked.errors.join(' '));
  const at = eq(drawSettings.year, year);
  const values = (revision: number) => ({ settings: document, revision, linkId, updatedAt: new Date() });
  const saved = await writeOnRevision(db, seen, {
    current: async (tx) =>
      (await tx.select({ revision: drawSettings.revision }).from(drawSettings).where(at).for('update'))[0]
        ?.revision,
    update: (tx, revision) => tx.update(drawSettings).set(values(revision)).where(at),
    insert: async (tx, revision) =>
      (
        await tx
          .insert(drawSettings)
          .values({ year, ...values(revision) })
          .onConflictDoNothing()
          .returning({ year: drawSettings.year })
      ).length > 0,
  });
  if (!saved)
    return refuse('settings-changed', 'The settings changed since you opened the page: nothing was changed.');
  await record(db, linkId, 'draw-settings', `${year}: ${JSON.stringify(change)}`, `revision ${seen}`);
  return { ok: true };
}

/**
 * One zone's own days: its match day and the date its first round may be played, each blank for the season's
 * (the match day in the settings, the competition's start date in the entry window).
 */
export async function saveZoneDays(
  db: Db,
  linkId: number,
  year: number,
  code: string,
  days: { match_day: string; commence: string },
  seen: number,
): Promise<DrawOutcome> {
  if (!(await getOfficeZones(db, year)).some((z) => z.code === code)) return refuse('zone-days', '');
  const own = {
    ...(days.match_day ? { match_day: days.match_day } : {}),
    ...(days.commence ? { commence: days.commence } : {}),
  };
  const outcome = await saveDrawSettings(
    db,
    linkId,
    year,
    ({ zones: { [code]: _before, ...others } }) => ({
      zones: Object.keys(own).length ? { ...others, [code]: own } : others,
    }),
    seen,
  );
  return !outcome.ok && outcome.refused === 'settings' ? refuse('zone-days', outcome.message) : outcome;
}

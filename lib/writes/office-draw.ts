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
import type { SeasonChanges } from '@/lib/db/command-result';
import type { Division } from '@/lib/league/bundle';
import type { Competition } from '@/lib/league/constants';
import { adjustDraft, type DraftChange } from '@/lib/league/draw/adjust';
import { proposeDraw } from '@/lib/league/draw/propose';
import { checkDrawSettings } from '@/lib/league/draw/settings';
import { importZoneDivisions } from './draft-draw';
import { recordOfficeAction } from './office';

/** Why a draw action was refused, in a word the office turns into its fixed sentence. */
export const DRAW_REFUSALS = [
  'settings',
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

/** Writes the draft when its revision is still the one the official saw (0: no draft yet). */
async function saveDraft(
  db: Db,
  linkId: number,
  year: number,
  zone: string,
  seen: number,
  divisions: Division[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [draft] = await tx
      .select({ revision: drawDrafts.revision })
      .from(drawDrafts)
      .where(and(eq(drawDrafts.year, year), eq(drawDrafts.zone, zone)))
      .for('update');
    if ((draft?.revision ?? 0) !== seen) return false;
    const values = { divisions, revision: seen + 1, linkId, updatedAt: new Date() };
    if (draft)
      await tx
        .update(drawDrafts)
        .set(values)
        .where(and(eq(drawDrafts.year, year), eq(drawDrafts.zone, zone)));
    // A first draft made twice at once: the unique index lets one in, and the other is refused as stale.
    else {
      const made = await tx
        .insert(drawDrafts)
        .values({ year, zone, ...values })
        .onConflictDoNothing()
        .returning({ id: drawDrafts.id });
      if (!made.length) return false;
    }
    return true;
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
  if (!(await saveDraft(db, linkId, year, zone, seen, divisions))) return refuse('draft-changed', STALE);
  await record(
    db,
    linkId,
    'propose-draw',
    `${zone} ${year}: ${divisions.map((d) => d.code).join(', ')}`,
    `revision ${seen}`,
  );
  return { ok: true };
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
  const inputs = await getDrawInputs(db, year, { acceptedOnly: true });
  const zone = inputs?.season.zones.find((z) => z.code === placement.zone);
  if (!zone || zone.competition !== placement.competition)
    return refuse('place', `${placement.zone} is not a ${placement.competition} zone of season ${year}.`);
  if (!inputs!.entries.some((e) => e.school === placement.school))
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

/** The season's draw settings (sizes, match day, days without a round), on the revision the official saw. */
export async function saveDrawSettings(
  db: Db,
  linkId: number,
  year: number,
  document: Record<string, unknown>,
  seen: number,
): Promise<DrawOutcome> {
  const checked = checkDrawSettings(document);
  if (!checked.ok || 'placements' in document)
    return refuse('settings', checked.ok ? '' : checked.errors.join(' '));
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(drawSettings).where(eq(drawSettings.year, year)).for('update');
    if ((row?.revision ?? 0) !== seen) return false;
    const values = { settings: document, revision: seen + 1, linkId, updatedAt: new Date() };
    if (row) await tx.update(drawSettings).set(values).where(eq(drawSettings.year, year));
    else {
      const made = await tx
        .insert(drawSettings)
        .values({ year, ...values })
        .onConflictDoNothing()
        .returning();
      if (!made.length) return false;
    }
    return true;
  });
  if (!saved)
    return refuse('settings-changed', 'The settings changed since you opened the page: nothing was changed.');
  await record(db, linkId, 'draw-settings', `${year}: ${JSON.stringify(document)}`, `revision ${seen}`);
  return { ok: true };
}

'use server';
/**
 * The draw maker's actions in the office (docs/office.md): place a new school, propose a zone's draw (or every
 * zone's), move or swap its teams, publish it. Each asks for the passkey's session itself (403 without one,
 * before anything is read or changed), names the draft's revision the page showed, and answers with a redirect
 * to the draw page carrying a fixed sentence's name.
 */
import { redirect } from 'next/navigation';
import { formText, officeActor } from '@/lib/office/action';
import { officeDrawPath } from '@/lib/office/session-cookie';
import { invalidateEverywhere } from '@/lib/cache/broadcast';
import { tagsOfChanges } from '@/lib/cache/tags';
import { COMPETITIONS, type Competition } from '@/lib/league/constants';
import { readBlackoutLines } from '@/lib/league/draw/blackout-lines';
import {
  adjustZoneDraft,
  placeDrawSchool,
  proposeZoneDraw,
  publishZoneDraw,
  saveDrawSettings,
  saveZoneDays,
  type DrawOutcome,
} from '@/lib/writes/office-draw';
import { proposeEveryZoneDraw } from '@/lib/writes/office-draw-every-zone';

const field = (form: FormData, name: string) => formText(form, name, 200);
const office = (token: string, zone: string) => officeActor(token, () => back(token, zone, 'refused=busy'));

function back(token: string, zone: string, query: string): never {
  const at = zone ? `zone=${encodeURIComponent(zone)}&` : '';
  redirect(`${officeDrawPath(token)}?${at}${query}${zone ? '#draft' : ''}`);
}

const answer = (token: string, zone: string, outcome: DrawOutcome, done: string): never =>
  back(token, zone, outcome.ok ? `done=${done}` : `refused=draw-${outcome.refused}`);

export async function placeSchool(token: string, school: string, competition: string, form: FormData) {
  const visit = await office(token, '');
  const zone = field(form, 'zone');
  const outcome = COMPETITIONS.includes(competition as Competition)
    ? await placeDrawSchool(visit.db, visit.link.id, visit.link.year, {
        school: String(school),
        competition: competition as Competition,
        zone,
      })
    : ({ ok: false, refused: 'place', message: '' } as const);
  answer(token, outcome.ok ? zone : '', outcome, 'placed');
}

export async function proposeZone(token: string, zone: string, seen: number) {
  const visit = await office(token, zone);
  answer(
    token,
    zone,
    await proposeZoneDraw(visit.db, visit.link.id, visit.link.year, zone, Number(seen)),
    'proposed',
  );
}

/**
 * A draft for each zone with accepted entries, no results and no draft yet. It names no revision: it makes only
 * first drafts (revision 0), so a page seen before another official's draft can replace nothing.
 */
export async function proposeEveryZone(token: string) {
  const visit = await office(token, '');
  const { proposed } = await proposeEveryZoneDraw(visit.db, visit.link.id, visit.link.year);
  back(token, '', proposed.length ? 'done=proposed-every' : 'refused=draw-none-to-propose');
}

export async function adjustZone(
  token: string,
  zone: string,
  seen: number,
  kind: 'move' | 'swap',
  form: FormData,
) {
  const visit = await office(token, zone);
  const change =
    kind === 'move'
      ? { kind, team: field(form, 'team'), to: field(form, 'to') }
      : { kind: 'swap' as const, a: field(form, 'a'), b: field(form, 'b') };
  const outcome = await adjustZoneDraft(visit.db, visit.link.id, visit.link.year, zone, Number(seen), change);
  answer(token, zone, outcome, kind === 'move' ? 'moved' : 'swapped');
}

export async function publishZone(token: string, zone: string, seen: number) {
  const visit = await office(token, zone);
  const outcome = await publishZoneDraw(visit.db, visit.link.id, visit.link.year, zone, Number(seen));
  if (outcome.ok && outcome.changed) await invalidateEverywhere(visit.db, tagsOfChanges(outcome.changed));
  answer(token, zone, outcome, outcome.ok && !outcome.seasonPublished ? 'draw-stored' : 'draw-published');
}

/** The draw settings form: the sizes, the match day, the days without a round (one a line). */
export async function saveSettings(token: string, seen: number, form: FormData) {
  const visit = await office(token, '');
  const blackouts = readBlackoutLines(String(form.get('blackouts') ?? '').slice(0, 20_000));
  const size = (name: string) => Number(field(form, name));
  const outcome = blackouts.ok
    ? await saveDrawSettings(
        visit.db,
        visit.link.id,
        visit.link.year,
        {
          division_size: { min: size('min'), max: size('max') },
          match_day: field(form, 'match_day'),
          blackouts: blackouts.blackouts,
        },
        Number(seen),
      )
    : ({ ok: false, refused: 'settings', message: '' } as const);
  back(token, '', outcome.ok ? 'done=settings-saved#settings' : `refused=draw-${outcome.refused}#settings`);
}

/** A zone's own match day and first day of play (each blank for the season's). */
export async function saveZoneDaysForm(token: string, zone: string, seen: number, form: FormData) {
  const visit = await office(token, zone);
  const days = { match_day: field(form, 'match_day'), commence: field(form, 'commence') };
  const outcome = await saveZoneDays(visit.db, visit.link.id, visit.link.year, zone, days, Number(seen));
  answer(token, zone, outcome, 'zone-days-saved');
}

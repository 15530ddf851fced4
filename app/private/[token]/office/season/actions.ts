'use server';
/**
 * The office's season settings (docs/office.md): a competition's entry window, a zone's scorer. Each asks for the
 * passkey's session itself (403 without one), names the values the page showed, and answers with a redirect to
 * the season page carrying a fixed sentence's name.
 */
import { forbidden, redirect } from 'next/navigation';
import { formText, officeActor } from '@/lib/office/action';
import { officeSeasonPath } from '@/lib/office/session-cookie';
import { invalidateEverywhere } from '@/lib/cache/broadcast';
import { tagsOfChanges } from '@/lib/cache/tags';
import { COMPETITION_MODES, type CompetitionMode } from '@/lib/league/constants';
import { setEntryDates, setZoneScorer, type SeasonOutcome } from '@/lib/writes/office-season';

const field = (form: FormData, name: string) => formText(form, name, 320);
const orNull = (value: string | null | undefined) => (value ? String(value) : null);

const office = (token: string) =>
  officeActor(token, () => redirect(`${officeSeasonPath(token)}?refused=busy`));

async function answer(
  token: string,
  db: Parameters<typeof invalidateEverywhere>[0],
  outcome: SeasonOutcome,
  done: string,
  anchor: string,
) {
  if (outcome.ok) await invalidateEverywhere(db, tagsOfChanges(outcome.changed));
  redirect(
    `${officeSeasonPath(token)}?${outcome.ok ? `done=${done}` : `refused=${outcome.refused}`}#${anchor}`,
  );
}

export async function saveEntryDates(
  token: string,
  mode: string,
  seenCutoff: string | null,
  seenCommence: string | null,
  form: FormData,
) {
  const visit = await office(token);
  if (!COMPETITION_MODES.includes(mode as CompetitionMode)) forbidden();
  const outcome = await setEntryDates(
    visit.db,
    visit.link.id,
    visit.link.year,
    mode as CompetitionMode,
    { cutoff: orNull(field(form, 'cutoff')), commence: orNull(field(form, 'commence')) },
    { cutoff: orNull(seenCutoff), commence: orNull(seenCommence) },
  );
  await answer(token, visit.db, outcome, 'entry-dates', 'windows');
}

export async function saveZoneScorer(
  token: string,
  zone: string,
  seenName: string | null,
  seenEmail: string | null,
  form: FormData,
) {
  const visit = await office(token);
  const [name, email] = [field(form, 'name'), field(form, 'email')];
  const outcome = await setZoneScorer(
    visit.db,
    visit.link.id,
    visit.link.year,
    String(zone),
    name || email ? { name, email } : null,
    seenName && seenEmail ? { name: String(seenName), email: String(seenEmail) } : null,
  );
  await answer(token, visit.db, outcome, 'scorer-saved', `scorer-${zone}`);
}

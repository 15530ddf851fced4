/** `npm run league -- draw YEAR`: the draw maker's command, run by the command line or by the server for it. */
import type { Db } from '@/lib/db/types';
import { getDrawInputs } from './queries/draw';
import { saveDraftDraw } from '@/lib/writes/draft-draw';
import type { CommandResult } from './command-result';
import { isSeasonYear, SEASON_YEAR_MESSAGE } from '@/lib/league/season-year';
import { checkDrawSettings } from '@/lib/league/draw/settings';
import { proposeDraw } from '@/lib/league/draw/propose';
import { proposalText } from '@/lib/league/draw/proposal-text';

export type DrawCommand = { name: 'draw'; year: number; zone?: string; settings?: unknown; dryRun?: boolean };

export async function runDrawCommand(db: Db, command: DrawCommand): Promise<CommandResult> {
  if (!isSeasonYear(command.year)) return { ok: false, errors: [SEASON_YEAR_MESSAGE] };
  const checked = checkDrawSettings(command.settings);
  if (!checked.ok) return { ok: false, errors: checked.errors };
  const inputs = await getDrawInputs(db, command.year);
  if (!inputs)
    return {
      ok: false,
      errors: [
        `There is no season ${command.year} in the store: import it (its zones and entry windows, unpublished) first.`,
      ],
    };
  if (command.zone !== undefined && !inputs.season.zones.some((z) => z.code === command.zone)) {
    return { ok: false, errors: [`Season ${command.year} has no zone ${command.zone}.`] };
  }
  if (!command.dryRun && inputs.season.published) {
    return {
      ok: false,
      errors: [
        `Season ${command.year} is published: the draw maker writes only a draft (unpublished) season. Use --dry-run to see its proposal.`,
      ],
    };
  }
  const proposal = proposeDraw({ ...inputs, settings: checked.settings, zone: command.zone });
  const text = proposalText(proposal);
  if (command.dryRun) return { ok: true, message: `Dry run, nothing written.\n${text}` };
  const written = await saveDraftDraw(db, inputs.season, proposal, command.zone);
  if (!written.ok) return written;
  const count = proposal.zones.reduce((n, z) => n + z.divisions.length, 0);
  return {
    ok: true,
    message: `${text}\n\nWrote ${count} divisions into season ${command.year}, unpublished: review it (npm run league -- export ${command.year}), then publish it by importing it with "published": true.`,
    changed: [{ year: command.year, changes: written.outcome.changes }],
  };
}

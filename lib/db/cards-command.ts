/**
 * `npm run league -- links YEAR [--rotate NAME | --rotate-zone CODE]` and `cards YEAR`: the private addresses
 * (made where missing, printed from the link secret in DATA_DIR or LINK_SECRET) and the cards' audit trail.
 * Run by the command line or, while the server holds the store, by the server (whose DATA_DIR has the secret).
 */
import type { Db } from '@/lib/db/types';
import type { CommandResult } from './command-result';
import { linkSecret } from './link-secret';
import { linkLines, seasonLinks } from './queries/cards-links';
import { isSeasonYear, SEASON_YEAR_MESSAGE } from '@/lib/league/season-year';
import { getCardAuditRows, type CardAuditRow } from './queries/cards-audit';

export type CardsCommand =
  | { name: 'links'; year: number; rotateSchool?: string; rotateZone?: string; rotateDirector?: boolean }
  | { name: 'cards'; year: number };

export type { CardAuditRow };

export async function runCardsCommand(db: Db, command: CardsCommand): Promise<CommandResult> {
  if (!isSeasonYear(command.year)) return { ok: false, errors: [SEASON_YEAR_MESSAGE] };
  if (command.name === 'links') {
    const { year, ...options } = command;
    const outcome = await seasonLinks(db, year, linkSecret(), options);
    if (!outcome.ok) return outcome;
    return {
      ok: true,
      message: `${outcome.links.length} private addresses for ${year} (${outcome.made} new, ${outcome.rotated} rotated).`,
      output: `${linkLines(outcome.links)}\n`,
    };
  }
  const output = await getCardAuditRows(db, command.year);
  return { ok: true, message: `${output.length} match card events for ${command.year}.`, output };
}

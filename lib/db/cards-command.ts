/**
 * `npm run league -- links YEAR [--rotate NAME | --rotate-zone CODE] [--send]` and `cards YEAR`: the private
 * addresses (made where missing, printed from the link secret in DATA_DIR or LINK_SECRET; a rotated one mailed to its
 * holder, all of them with --send) and the cards' audit trail.
 * Run by the command line or, while the server holds the store, by the server (whose DATA_DIR has the secret).
 */
import type { Db } from '@/lib/db/types';
import type { CommandResult } from './command-result';
import { linkSecret } from './link-secret';
import { linkLines, seasonLinks } from './queries/cards-links';
import { queueAddressMail } from '@/lib/writes/address-mail';
import { isSeasonYear, SEASON_YEAR_MESSAGE } from '@/lib/league/season-year';
import { schoolSlug } from '@/lib/league/school-slug';
import { getCardAuditRows, type CardAuditRow } from './queries/cards-audit';
import { plural } from '@/lib/league/plural';

export type CardsCommand =
  | {
      name: 'links';
      year: number;
      rotateSchool?: string;
      rotateZone?: string;
      rotateDirector?: boolean;
      /** Queue each school's address to its coordinators and each zone's to its scorer (docs/mail.md). */
      send?: boolean;
    }
  | { name: 'cards'; year: number };

export type { CardAuditRow };

export async function runCardsCommand(db: Db, command: CardsCommand): Promise<CommandResult> {
  if (!isSeasonYear(command.year)) return { ok: false, errors: [SEASON_YEAR_MESSAGE] };
  if (command.name === 'links') {
    const { year, send, ...options } = command;
    const outcome = await seasonLinks(db, year, linkSecret(), options);
    if (!outcome.ok) return outcome;
    const made = `${outcome.links.length} private addresses for ${year} (${outcome.made} new, ${outcome.rotated} rotated).`;
    const output = `${linkLines(outcome.links)}\n`;
    // A rotated address goes to its holder at once, --send or not: the old one no longer opens.
    const rotated = outcome.links.filter(
      (l) =>
        (options.rotateSchool !== undefined &&
          l.kind === 'school' &&
          schoolSlug(l.subject) === schoolSlug(options.rotateSchool)) ||
        (options.rotateZone !== undefined && l.kind === 'scorer' && l.subject === options.rotateZone),
    );
    const toMail = send ? outcome.links : rotated;
    if (!toMail.length) return { ok: true, message: made, output };
    const mailed = await queueAddressMail(db, year, toMail, { rotatedSchool: options.rotateSchool });
    const none = mailed.without.length ? ` No mail address on record for: ${mailed.without.join(', ')}.` : '';
    const queued = `${plural(mailed.queued, 'message')} queued`;
    return {
      ok: true,
      message: `${made} ${queued} (a server sends them; the mail log shows each).${none}`,
      output,
    };
  }
  const output = await getCardAuditRows(db, command.year);
  return { ok: true, message: `${output.length} match card events for ${command.year}.`, output };
}

/**
 * The scorer's eligibility list: for each competition of the desk's zones, its own finals rule
 * (lib/league/eligibility.ts) and, where the rule counts matches, each team's players from the published
 * cards (private: the officials' page only).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { regions, seasons, zones } from '../schema';
import { byMatch, seasonEvents } from './result-versions';
import { readCardSeason } from './cards-season';
import type { PrivateLink } from './cards-links';
import { matchKey } from '@/lib/league/cards/match-ref';
import { cardState } from '@/lib/league/cards/state';
import { competitionMode, type CompetitionMode } from '@/lib/league/constants';
import { registeredPlayer, registerSpellings } from './player-register';
import type { CardPlayers } from '@/lib/league/cards/state';
import {
  finalsRule,
  publishedPlayers,
  teamEligibility,
  type FinalsRule,
  type TeamEligibility,
  type TeamGames,
} from '@/lib/league/eligibility';

export type CompetitionEligibility = {
  mode: CompetitionMode;
  rule: FinalsRule;
  /** The teams whose published cards name players (none under a rule that counts nothing). */
  teams: TeamEligibility[];
};

/** Each zone's competition (metropolitan or country, primary or secondary). */
export async function zoneModes(db: Db, year: number): Promise<Map<string, CompetitionMode>> {
  const rows = await db
    .select({ code: zones.code, competition: zones.competition, metro: regions.metro })
    .from(zones)
    .innerJoin(seasons, eq(seasons.id, zones.seasonId))
    .innerJoin(regions, and(eq(regions.seasonId, zones.seasonId), eq(regions.code, zones.regionCode)))
    .where(sql`${seasons.year} = ${year}`);
  return new Map(rows.map((r) => [r.code, competitionMode(r.metro, r.competition)]));
}

export async function getZoneEligibility(
  db: Db,
  link: PrivateLink,
  zone?: string,
): Promise<CompetitionEligibility[] | null> {
  if (link.kind === 'school') return null;
  const season = await readCardSeason(db, link.year, link.kind === 'scorer' ? link.subject : zone);
  if (!season) return null;
  const modes = await zoneModes(db, link.year);
  const events = byMatch(
    await seasonEvents(
      db,
      link.year,
      season.divisions.map((d) => d.code),
    ),
  );
  const teams = new Map<string, TeamGames & { mode: CompetitionMode }>();
  const teamOf = (mode: CompetitionMode, division: string, no: number, name: string) => {
    const key = `${division}:${no}`;
    const found = teams.get(key) ?? { mode, team: key, name, scheduled: 0, lineups: [] };
    teams.set(key, found);
    return found;
  };
  // A spelling typed on a card and matched to a registered player counts as that player.
  const registers = await registerSpellings(db, link.year, season.matches);
  const registered = (slug: string | undefined, names: CardPlayers['home'] | undefined) =>
    names?.map((n) => registeredPlayer(registers, slug, n)?.name ?? n) ?? null;
  for (const match of season.matches) {
    const mode = modes.get(match.zone);
    if (!mode) continue;
    const home = teamOf(mode, match.division, match.home, match.homeTeam.name);
    const away = teamOf(mode, match.division, match.away, match.awayTeam.name);
    home.scheduled += 1;
    away.scheduled += 1;
    if (!match.result) continue;
    const state = cardState(events.get(matchKey(match)) ?? [], match, '9999-12-31');
    const players = state.state === 'published' ? publishedPlayers(state.published) : null;
    home.lineups.push(registered(match.homeTeam.school?.slug, players?.home));
    away.lineups.push(registered(match.awayTeam.school?.slug, players?.away));
  }
  const present = [...new Set(season.matches.flatMap((m) => modes.get(m.zone) ?? []))];
  return present.map((mode) => {
    const rule = finalsRule(mode);
    const ofMode = [...teams.values()].filter((t) => t.mode === mode);
    return { mode, rule, teams: teamEligibility(rule, ofMode).filter((t) => t.players.length) };
  });
}

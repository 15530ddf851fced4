/** The scorer's eligibility list: for each team of the zone, its players from the published cards (private). */
import type { Db } from '../client';
import { byMatch, seasonEvents } from './result-versions';
import { readCardSeason } from './cards-season';
import type { PrivateLink } from './cards-links';
import { matchKey } from '@/lib/league/cards/match-ref';
import { cardState } from '@/lib/league/cards/state';
import {
  eligibility,
  publishedPlayers,
  type Eligibility,
  type TeamGames,
} from '@/lib/league/cards/eligibility';

export async function getZoneEligibility(
  db: Db,
  link: PrivateLink,
  zone?: string,
): Promise<Eligibility[] | null> {
  if (link.kind === 'school') return null;
  const season = await readCardSeason(db, link.year, link.kind === 'scorer' ? link.subject : zone);
  if (!season) return null;
  const events = byMatch(
    await seasonEvents(
      db,
      link.year,
      season.divisions.map((d) => d.code),
    ),
  );
  const teams = new Map<string, TeamGames>();
  const teamOf = (division: string, no: number, name: string) => {
    const key = `${division}:${no}`;
    const found = teams.get(key) ?? { team: key, name, matches: 0, scheduled: 0, lineups: [] };
    teams.set(key, found);
    return found;
  };
  for (const match of season.matches) {
    const home = teamOf(match.division, match.home, match.homeTeam.name);
    const away = teamOf(match.division, match.away, match.awayTeam.name);
    home.scheduled += 1;
    away.scheduled += 1;
    if (!match.result) continue;
    const state = cardState(events.get(matchKey(match)) ?? [], match, '9999-12-31');
    const players = state.state === 'published' ? publishedPlayers(state.published) : null;
    for (const [team, names] of [
      [home, players?.home ?? null],
      [away, players?.away ?? null],
    ] as const) {
      team.matches += 1;
      team.lineups.push(names);
    }
  }
  return eligibility([...teams.values()]);
}

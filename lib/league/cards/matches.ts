/**
 * The matches a card can be sent for: every match between two real teams in a season's divisions, with its
 * date, its teams and their schools (school-match.ts's rule), and the result its draw holds now.
 */
import type { Division, MatchResult } from '../bundle';
import { COUNTRY_SECONDARY_GRADE, type Competition } from '../constants';
import { schoolDirectory, type SchoolMatch } from '../school-match';
import { schoolSlug } from '../school-slug';
import type { MatchRef } from './match-ref';
import type { CardSide } from './state';

export type CardTeam = { no: number; name: string; school: SchoolMatch | null };

export type CardMatch = MatchRef & {
  zone: string;
  grade: string;
  competition: Competition;
  /** Country secondary knock-outs: a tied match is decided by the tie-break. */
  knockout: boolean;
  date: string | null;
  homeTeam: CardTeam;
  awayTeam: CardTeam;
  /** The result in the draw (published by a card or imported), or null. */
  result: MatchResult | null;
};

export function seasonCardMatches(
  year: number,
  divisions: readonly Division[],
  zoneCompetition: ReadonlyMap<string, Competition>,
  schoolNames: readonly string[],
): CardMatch[] {
  const directory = schoolDirectory(schoolNames);
  return divisions.flatMap((division) => {
    const teams = new Map(division.teams.map((t) => [t.no, t]));
    const teamOf = (no: number): CardTeam | null => {
      const team = teams.get(no);
      if (!team || team.bye) return null;
      return { no, name: team.name, school: directory.match(team) };
    };
    return division.rounds.flatMap((round) =>
      round.pairings.flatMap((pairing): CardMatch[] => {
        if (typeof pairing.away !== 'number') return [];
        const homeTeam = teamOf(pairing.home);
        const awayTeam = teamOf(pairing.away);
        if (!homeTeam || !awayTeam) return [];
        return [
          {
            year,
            division: division.code,
            round: round.n,
            home: pairing.home,
            away: pairing.away,
            zone: division.zone,
            grade: division.grade,
            competition: zoneCompetition.get(division.zone) ?? 'primary',
            knockout: division.grade === COUNTRY_SECONDARY_GRADE,
            date: round.date,
            homeTeam,
            awayTeam,
            result: pairing.result ?? null,
          },
        ];
      }),
    );
  });
}

/** The side a school plays in a match, or null when neither team is the school's. */
export function schoolSideOf(match: CardMatch, school: string): 'home' | 'away' | null {
  const slug = schoolSlug(school);
  if (match.homeTeam.school?.slug === slug) return 'home';
  if (match.awayTeam.school?.slug === slug) return 'away';
  return null;
}

/** Whose a private address is: a school (by name), a zone's scorer (by code), the Director of Play. */
export type LinkOwner = { year: number; kind: 'school' | 'scorer' | 'director'; subject: string };

/** The side a link acts as on a match, or null when the match is not its own (another school, another zone). */
export function linkSideOf(link: LinkOwner, match: CardMatch): CardSide | null {
  if (link.year !== match.year) return null;
  if (link.kind === 'school') return schoolSideOf(match, link.subject);
  if (link.kind === 'scorer') return match.zone === link.subject ? 'scorer' : null;
  return 'director';
}

/** The schools with a team in the season's divisions, by name (the addresses' subjects). */
export function schoolsWithTeams(divisions: readonly Division[], schoolNames: readonly string[]): string[] {
  const directory = schoolDirectory(schoolNames);
  const names = new Map<string, string>();
  for (const team of divisions.flatMap((d) => d.teams)) {
    const school = directory.match(team);
    if (school && !names.has(school.slug)) names.set(school.slug, school.name);
  }
  return [...names.values()].sort((a, b) => a.localeCompare(b));
}

/**
 * schema.org structured data for school and zone pages: a SportsTeam for each team with its school,
 * a SportsEvent for each dated match between two teams (home and away team, start, location).
 * Written into a `<script type="application/ld+json">`, which browsers never run; `jsonLdText`
 * escapes `<` so no text from the data can close that element.
 */
import { LEAGUE_TIME_ZONE } from './today';
import type { Fixture, FixtureTeam, SchoolFixture } from './fixture-types';
import type { SchoolSeason } from './school-page';
import { schoolPath } from './school-paths';

type Url = (path: string) => string;
type Thing = Record<string, unknown>;

const LEAGUE = { '@type': 'SportsOrganization', name: 'NSW Junior Chess League' };

/** `+10:00` or `+11:00`: Sydney's offset from UTC on that day at that time. */
export function sydneyOffset(date: string, time: string): string {
  const instant = new Date(`${date}T${time}:00Z`);
  instant.setUTCHours(instant.getUTCHours() - 10);
  const name = new Intl.DateTimeFormat('en-AU', { timeZone: LEAGUE_TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-]\d{2}:\d{2})/.exec(name ?? '');
  return match ? match[1]! : '+10:00';
}

export function sportsTeam(team: FixtureTeam, url: Url, address?: string | null): Thing {
  return {
    '@type': 'SportsTeam',
    name: team.name,
    sport: 'Chess',
    memberOf: LEAGUE,
    ...(team.school
      ? {
          parentOrganization: {
            '@type': 'EducationalOrganization',
            name: team.school.name,
            url: url(schoolPath(team.school.slug)),
            ...(address ? { address } : {}),
          },
        }
      : {}),
  };
}

/** A SportsEvent for a dated match between two known teams; null for a bye or an undated match. */
export function sportsEvent(fixture: Fixture, url: Url): Thing | null {
  const { home, away, date } = fixture;
  if (!date || home.kind !== 'team' || away.kind !== 'team') return null;
  return {
    '@type': 'SportsEvent',
    name: `${home.name} v ${away.name}`,
    description: `${fixture.eventName}, ${fixture.label}`,
    sport: 'Chess',
    startDate: fixture.startTime
      ? `${date}T${fixture.startTime}:00${sydneyOffset(date, fixture.startTime)}`
      : date,
    homeTeam: sportsTeam(home, url),
    awayTeam: sportsTeam(away, url),
    organizer: LEAGUE,
    ...(fixture.venue
      ? {
          location: {
            '@type': 'Place',
            name: fixture.venue.school.name,
            ...(fixture.venue.address ? { address: fixture.venue.address } : {}),
          },
        }
      : {}),
  };
}

export function jsonLdGraph(things: Thing[]): Thing {
  return { '@context': 'https://schema.org', '@graph': things };
}

/** JSON for an HTML script element: `<`, `>`, `&` and the two line separators JavaScript once refused are escaped. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const events = (fixtures: readonly Fixture[], url: Url): Thing[] =>
  fixtures.map((f) => sportsEvent(f, url)).filter((e): e is Thing => e !== null);

/** A school page's data: its teams with the school, and the season's matches (a derby once). */
export function schoolPageJsonLd(
  season: SchoolSeason | null,
  slug: string,
  address: string | null,
  url: Url,
): Thing {
  if (!season) return jsonLdGraph([]);
  const teams = season.teams.map((t): FixtureTeam => ({
    kind: 'team',
    no: t.drawNo,
    name: t.name,
    school: t.matches[0]?.team.school ?? null,
  }));
  const matches = [...season.teams.flatMap((t) => t.matches), ...season.finals.flatMap((f) => f.matches)];
  const derbyAway = (f: SchoolFixture) =>
    f.side === 'away' && f.opponent.kind === 'team' && f.opponent.school?.slug === slug;
  return jsonLdGraph([
    ...teams.map((team) => sportsTeam(team, url, address)),
    ...events(
      matches.filter((f) => !derbyAway(f)),
      url,
    ),
  ]);
}

/** A zone page's data: every team of its divisions and every dated match. */
export function fixturesJsonLd(fixtures: readonly Fixture[], url: Url): Thing {
  const teams = new Map<string, FixtureTeam>();
  for (const f of fixtures)
    for (const side of [f.home, f.away])
      if (side.kind === 'team')
        teams.set(`${f.event.kind === 'division' ? f.event.code : ''}-${side.no}`, side);
  return jsonLdGraph([...[...teams.values()].map((t) => sportsTeam(t, url)), ...events(fixtures, url)]);
}

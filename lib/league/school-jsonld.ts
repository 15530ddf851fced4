/**
 * schema.org structured data for school and zone pages: a SportsTeam for each team with its school,
 * a SportsEvent for each dated match between two teams (home and away team, start, location with its
 * postal address). A play-by round is an event from the day after the event's previous round to its
 * play-by date, named so, with no start time: the schools agree on the day. A page's graph writes
 * each team and venue once, and its matches name them by `@id`.
 */
import { jsonLdGraph, leagueReference, sharedNodes, type Thing } from './jsonld';
import { LEAGUE_TIME_ZONE } from './today';
import type { Fixture, FixtureTeam, SchoolFixture, Venue } from './fixture-types';
import type { SchoolSeason } from './school-page';
import { schoolPath } from './school-paths';
import { postalAddress, venuePlace, type StreetAddress } from './venue';
import { PLAY_BY } from './match-calendar';
import { dateText } from './school-text';

type Url = (path: string) => string;

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

const eventKey = (f: Fixture) =>
  f.event.kind === 'division' ? `division-${f.event.code}` : f.id.replace(/-(?:r|s)\d+-[^-]+$/, '');

const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** For each play-by match, the first day it may be played: the day after its event's previous dated round. */
export function playByStarts(fixtures: readonly Fixture[]): Map<string, string> {
  const dates = new Map<string, string[]>();
  for (const f of fixtures) if (f.date) dates.set(eventKey(f), [...(dates.get(eventKey(f)) ?? []), f.date]);
  const starts = new Map<string, string>();
  for (const f of fixtures) {
    if (!f.playBy || !f.date) continue;
    const before = (dates.get(eventKey(f)) ?? [])
      .filter((d) => d < f.date!)
      .sort()
      .at(-1);
    if (before) starts.set(f.id, dayAfter(before));
  }
  return starts;
}

/** startDate (and endDate) of a match: its day and time, its day alone, or a play-by window. */
function when(fixture: Fixture, playFrom: string | undefined): Thing {
  const date = fixture.date!;
  if (fixture.playBy) return { startDate: playFrom ?? date, endDate: date };
  return {
    startDate: fixture.startTime
      ? `${date}T${fixture.startTime}:00${sydneyOffset(date, fixture.startTime)}`
      : date,
  };
}

/** A team's node id: its school's page with the team's name, so a school page and a zone page name it alike. */
const teamId = (team: FixtureTeam, url: Url) =>
  `${url(team.school ? schoolPath(team.school.slug) : '/')}#team-${encodeURIComponent(team.name)}`;

const placeId = (venue: Venue, url: Url) => `${url(schoolPath(venue.school.slug))}#venue`;

export function sportsTeam(team: FixtureTeam, url: Url, address: StreetAddress | null = null): Thing {
  const postal = postalAddress(address);
  return {
    '@type': 'SportsTeam',
    '@id': teamId(team, url),
    name: team.name,
    sport: 'Chess',
    memberOf: leagueReference(url),
    ...(team.school
      ? {
          parentOrganization: {
            '@type': 'EducationalOrganization',
            name: team.school.name,
            url: url(schoolPath(team.school.slug)),
            ...(postal ? { address: postal } : {}),
          },
        }
      : {}),
  };
}

/**
 * A SportsEvent for a dated match between two known teams; null for a bye or an undated match. Its
 * teams and venue are written in full, or, in a graph, by `reference` (once each, named by `@id`).
 */
export function sportsEvent(
  fixture: Fixture,
  url: Url,
  playFrom?: string,
  reference: (thing: Thing) => Thing = (thing) => thing,
): Thing | null {
  const { home, away, date } = fixture;
  if (!date || home.kind !== 'team' || away.kind !== 'team') return null;
  const playBy = fixture.playBy ? `: ${dateText(fixture)}, on a day the two schools agree` : '';
  return {
    '@type': 'SportsEvent',
    name: `${fixture.playBy ? PLAY_BY : ''}${home.name} v ${away.name}`,
    description: `${fixture.eventName}, ${fixture.label}${playBy}`,
    sport: 'Chess',
    ...when(fixture, playFrom),
    homeTeam: reference(sportsTeam(home, url)),
    awayTeam: reference(sportsTeam(away, url)),
    organizer: leagueReference(url),
    ...(fixture.venue
      ? { location: reference({ ...venuePlace(fixture.venue), '@id': placeId(fixture.venue, url) }) }
      : {}),
  };
}

/** The graph of `teams` and the matches, each team and venue written once. */
function matchesGraph(teams: readonly Thing[], fixtures: readonly Fixture[], url: Url): Thing | null {
  const nodes = sharedNodes();
  for (const team of teams) nodes.reference(team);
  const starts = playByStarts(fixtures);
  const events = fixtures
    .map((f) => sportsEvent(f, url, starts.get(f.id), nodes.reference))
    .filter((e): e is Thing => e !== null);
  return jsonLdGraph([...nodes.things(), ...events]);
}

/**
 * A school page's data: its teams with the school (its address as its home matches give it), and the
 * season's matches (a derby once).
 */
export function schoolPageJsonLd(season: SchoolSeason | null, slug: string, url: Url): Thing | null {
  if (!season) return null;
  const teams = season.teams.map((t): FixtureTeam => ({
    kind: 'team',
    no: t.drawNo,
    name: t.name,
    school: t.matches[0]?.team.school ?? null,
  }));
  const matches = [...season.teams.flatMap((t) => t.matches), ...season.finals.flatMap((f) => f.matches)];
  const derbyAway = (f: SchoolFixture) =>
    f.side === 'away' && f.opponent.kind === 'team' && f.opponent.school?.slug === slug;
  const address = matches.find((f) => f.venue?.school.slug === slug)?.venue?.address ?? null;
  return matchesGraph(
    teams.map((team) => sportsTeam(team, url, address)),
    matches.filter((f) => !derbyAway(f)),
    url,
  );
}

/** A zone page's data: every team of its divisions and every dated match. */
export function fixturesJsonLd(fixtures: readonly Fixture[], url: Url): Thing | null {
  const teams = fixtures
    .flatMap((f) => [f.home, f.away])
    .filter((side): side is FixtureTeam => side.kind === 'team');
  return matchesGraph(
    teams.map((team) => sportsTeam(team, url)),
    fixtures,
    url,
  );
}

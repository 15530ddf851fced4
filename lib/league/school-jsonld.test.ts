import fs from 'node:fs';
import path from 'node:path';
import { checkBundle, type SeasonBundle } from './bundle';
import { seasonDrawsOf, seasonFixtures } from './school-fixtures';
import { fixturesOfSchool } from './fixtures-of-school';
import { fixturesJsonLd, schoolPageJsonLd, sportsEvent, sydneyOffset } from './school-jsonld';
import { breadcrumbJsonLd, jsonLdGraph, jsonLdText, siteJsonLd, type Thing } from './jsonld';
import { matchCalendar } from './match-calendar';
import { venueText } from './venue';
import { resolveReferences } from '@/test/json-ld';

const url = (p: string) => new URL(p, 'https://example.org').href;

function demo(): SeasonBundle {
  const checked = checkBundle(
    JSON.parse(fs.readFileSync(path.join(__dirname, '../../demo/season-2026.json'), 'utf8')),
  );
  if (!checked.ok) throw new Error(checked.errors.join('\n'));
  return checked.bundle;
}

describe('school JSON-LD', () => {
  const bundle = demo();
  const season = seasonFixtures(seasonDrawsOf(bundle));

  it('knows Sydney’s offset in winter and summer', () => {
    expect(sydneyOffset('2026-06-05', '16:00')).toBe('+10:00');
    expect(sydneyOffset('2026-11-28', '16:00')).toBe('+11:00');
  });

  it('escapes what could end the script element, and stays the same JSON', () => {
    const value = { name: '</script><script>alert(1)</script> & \u2028' };
    const text = jsonLdText(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('describes a demo match as a SportsEvent with home and away team, start and a postal address', () => {
    const fixture = fixturesOfSchool(season, 'darcy-road').find((f) => f.id === '2026-PA2-r3-4v7')!;
    const school = bundle.schools.find((s) => s.name === 'Darcy Road')!;
    const event = sportsEvent(fixture, url)!;
    expect(event).toMatchObject({
      '@type': 'SportsEvent',
      name: 'Darcy Road C v Murray Farm C',
      startDate: '2026-05-15T16:00:00+10:00',
      homeTeam: {
        '@type': 'SportsTeam',
        name: 'Darcy Road C',
        parentOrganization: { name: 'Darcy Road', url: 'https://example.org/schools/darcy-road' },
      },
      awayTeam: { '@type': 'SportsTeam', name: 'Murray Farm C' },
      location: {
        '@type': 'Place',
        name: 'Darcy Road',
        address: {
          '@type': 'PostalAddress',
          streetAddress: school.address,
          addressLocality: school.suburb,
          addressRegion: school.state,
          postalCode: school.postcode,
          addressCountry: 'AU',
        },
      },
    });
    expect(JSON.parse(jsonLdText(jsonLdGraph([event])))['@context']).toBe('https://schema.org');
  });

  it('gives every zone match with a home school the address its calendar LOCATION gives, from one venue', () => {
    const zone = season.filter((f) => f.event.kind === 'division' && f.event.zone === 'PA');
    const graph = resolveReferences(fixturesJsonLd(zone, url)!['@graph'] as Thing[]);
    const events = graph.filter((thing) => thing['@type'] === 'SportsEvent');
    expect(events.length).toBeGreaterThan(10);
    const located = zone.filter(
      (f) => f.venue?.address && f.date && f.home.kind === 'team' && f.away.kind === 'team',
    );
    expect(events.filter((e) => (e.location as { address?: unknown } | undefined)?.address)).toHaveLength(
      located.length,
    );
    const calendar = matchCalendar({
      name: 'PA',
      description: 'PA',
      season,
      fixtures: zone,
      versions: {},
      importedAt: '2026-01-01T00:00:00Z',
      pageUrlOf: () => null,
    });
    const unfolded = calendar.replace(/\r\n[ \t]/g, '');
    for (const f of located)
      expect(unfolded).toContain(`LOCATION:${venueText(f.venue!).replace(/,/g, '\\,')}`);
  });

  it('writes each team and venue of a zone once, and its matches name them by @id', () => {
    const zone = season.filter((f) => f.event.kind === 'division' && f.event.zone === 'PA');
    const graph = fixturesJsonLd(zone, url)!['@graph'] as Thing[];
    const ids = graph.map((thing) => thing['@id']).filter((id) => id !== undefined);
    expect(new Set(ids).size).toBe(ids.length);
    const events = graph.filter((thing) => thing['@type'] === 'SportsEvent');
    const named = events.flatMap((e) => [e.homeTeam, e.awayTeam, e.location].filter(Boolean)) as Thing[];
    expect(named.length).toBeGreaterThan(2 * events.length - 1);
    for (const reference of named) {
      expect(Object.keys(reference)).toEqual(['@id']);
      expect(ids).toContain(reference['@id']);
    }
    // The league is the layout's node, on every page (siteJsonLd).
    const league = siteJsonLd('NSWJCL Schools', url)['@graph'] as Thing[];
    expect(events[0]!.organizer).toEqual({ '@id': league[0]!['@id'] });
    const [team] = resolveReferences([...league, ...graph]).filter((t) => t['@type'] === 'SportsTeam');
    expect(team!.memberOf).toMatchObject({ name: 'NSW Junior Chess League' });
  });

  it('names a play-by round so, with no start time, from the day after the previous round to its play-by date', () => {
    const knockout = season.filter((f) => f.event.kind === 'division' && f.event.code === 'HU1');
    const graph = fixturesJsonLd(knockout, url)!['@graph'] as Record<string, unknown>[];
    const events = graph.filter((thing) => thing['@type'] === 'SportsEvent');
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      expect(event.name).toMatch(/^Play by: /);
      expect(event.description).toMatch(
        /^Hunter knock-out, Round \d: play by \w+ \d+ \w+ \d{4}, on a day the two schools agree$/,
      );
      expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(event.endDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(event.startDate! <= event.endDate!).toBe(true);
    }
    const second = knockout.find((f) => f.round === 2 && f.home.kind === 'team' && f.away.kind === 'team')!;
    const round1 = knockout.find((f) => f.round === 1)!.date!;
    const dayAfter = new Date(Date.parse(`${round1}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(events.find((e) => e.endDate === second.date)).toMatchObject({
      startDate: dayAfter,
      endDate: second.date,
    });
  });

  it('writes no empty graph: a school without a season has none', () => {
    expect(schoolPageJsonLd(null, 'darcy-road', url)).toBeNull();
    expect(fixturesJsonLd([], url)).toBeNull();
    expect(jsonLdGraph([])).toBeNull();
  });
});

describe('site JSON-LD', () => {
  it('names the league and the site with its search', () => {
    const graph = siteJsonLd('NSWJCL Schools', url)['@graph'] as Record<string, unknown>[];
    expect(graph.map((thing) => thing['@type'])).toEqual(['SportsOrganization', 'WebSite']);
    expect(graph[1]).toMatchObject({
      url: 'https://example.org/',
      publisher: { '@id': graph[0]!['@id'] },
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://example.org/search?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('lists the breadcrumbs in order, the current page without an address, and none for the home page alone', () => {
    const list = breadcrumbJsonLd(
      [{ label: 'Home', url: '/' }, { label: 'Competitions', url: '/competitions' }, { label: 'EC' }],
      url,
    )!;
    expect(list).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.org/' },
      { '@type': 'ListItem', position: 2, name: 'Competitions', item: 'https://example.org/competitions' },
      { '@type': 'ListItem', position: 3, name: 'EC' },
    ]);
    expect(breadcrumbJsonLd([{ label: 'Home', url: '/' }], url)).toBeNull();
  });
});

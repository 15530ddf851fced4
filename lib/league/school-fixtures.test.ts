import fs from 'node:fs';
import path from 'node:path';
import { checkBundle, type SeasonBundle } from './bundle';
import { seasonDrawsOf, seasonFixtures } from './school-fixtures';
import { fixturesOfSchool, schoolsInFixtures, upcomingFixtures } from './fixtures-of-school';

const load = (year: number): SeasonBundle => {
  const checked = checkBundle(
    JSON.parse(fs.readFileSync(path.join(__dirname, `../../demo/season-${year}.json`), 'utf8')),
  );
  if (!checked.ok) throw new Error(checked.errors.join('\n'));
  return checked.bundle;
};

describe('season fixtures (demo 2026)', () => {
  const season = load(2026);
  const fixtures = seasonFixtures(seasonDrawsOf(season));
  const darcy = fixturesOfSchool(fixtures, 'darcy-road');

  it('lists every pairing of every division, grid and round robin once, with ids that do not repeat', () => {
    const pairings =
      season.divisions.reduce((n, d) => n + d.rounds.reduce((m, r) => m + r.pairings.length, 0), 0) +
      season.finals.reduce((n, g) => n + g.steps.reduce((m, s) => m + s.matches.length, 0), 0) +
      (season.round_robin_finals?.rounds.reduce((n, r) => n + r.pairings.length, 0) ?? 0);
    expect(fixtures).toHaveLength(pairings);
    expect(new Set(fixtures.map((f) => f.id)).size).toBe(fixtures.length);
  });

  it('sees a real round from each side: Darcy Road C at home to Murray Farm C, PA2 round 3, incomplete', () => {
    const match = darcy.find(
      (f) =>
        f.event.kind === 'division' &&
        f.event.code === 'PA2' &&
        f.round === 3 &&
        f.team.name === 'Darcy Road C',
    );
    const listed = season.schools.find((s) => s.name === 'Darcy Road')!;
    expect(match).toMatchObject({
      date: '2026-05-15',
      side: 'home',
      opponent: { kind: 'team', name: 'Murray Farm C', school: { slug: 'murray-farm', name: 'Murray Farm' } },
      whiteBoards: [1, 3],
      startTime: '16:00',
      mode: 'metropolitan_primary',
      venue: {
        school: { slug: 'darcy-road', name: 'Darcy Road' },
        address: {
          address: listed.address,
          suburb: listed.suburb,
          state: listed.state,
          postcode: listed.postcode,
        },
      },
      result: { home: 1, away: 2, outOf: 4, incomplete: true },
      score: { for: 1, against: 2, outcome: 'lost' },
    });
    const murray = fixturesOfSchool(fixtures, 'murray-farm').find((f) => f.id === match!.id)!;
    expect(murray).toMatchObject({
      side: 'away',
      whiteBoards: [2, 4],
      score: { for: 2, against: 1, outcome: 'won' },
    });
  });

  it('shows a match between two teams of one school from both', () => {
    const derby = darcy.filter(
      (f) =>
        f.event.kind === 'division' &&
        f.event.code === 'PA2' &&
        f.opponent.kind === 'team' &&
        f.opponent.school?.slug === 'darcy-road',
    );
    expect(derby.map((f) => [f.id, f.side])).toEqual([
      ['2026-PA2-r6-3v4', 'home'],
      ['2026-PA2-r6-3v4', 'away'],
    ]);
  });

  it('marks the (Bye) row as a bye, with no opponent school', () => {
    const bye = darcy.find(
      (f) =>
        f.event.kind === 'division' &&
        f.event.code === 'PA2' &&
        f.team.name === 'Darcy Road B' &&
        f.round === 5,
    )!;
    expect(bye.opponent).toEqual({ kind: 'bye' });
    expect(bye.score).toEqual({ for: 4, against: 0, outcome: 'won' });
  });

  it('gives finals double matches no White boards, no venue and no start time', () => {
    const finals = fixtures.filter((f) => f.event.kind === 'finals');
    expect(finals.length).toBeGreaterThan(0);
    for (const f of finals)
      expect([f.doubleMatch, f.homeWhite, f.venue, f.startTime, f.result?.outOf ?? 8]).toEqual([
        true,
        null,
        null,
        null,
        8,
      ]);
  });

  it('gives country secondary knock-outs play-by dates and no start time', () => {
    const knockout = fixtures.filter((f) => f.mode === 'country_secondary' && f.event.kind === 'division');
    expect(knockout.length).toBeGreaterThan(0);
    expect(knockout.every((f) => f.playBy && f.startTime === null)).toBe(true);
  });

  it('lists the coming matches from a day on, earliest first, without byes or played ones', () => {
    const coming = upcomingFixtures(fixtures, '2026-11-21');
    expect(coming.length).toBeGreaterThan(0);
    expect(
      coming.every(
        (f) => f.date! >= '2026-11-21' && !f.result && f.home.kind !== 'bye' && f.away.kind !== 'bye',
      ),
    ).toBe(true);
    expect(coming.map((f) => f.date)).toEqual([...coming.map((f) => f.date)].sort());
  });

  it('names each school once', () => {
    const schools = schoolsInFixtures(fixtures);
    expect(new Set(schools.map((s) => s.slug)).size).toBe(schools.length);
    expect(schools).toContainEqual({ slug: 'darcy-road', name: 'Darcy Road' });
  });
});

describe('finals names', () => {
  const season = load(2025);
  const fixtures = seasonFixtures(seasonDrawsOf(season));
  it('names each grid by grade and stage, and each division by its name', () => {
    const names = new Set(fixtures.filter((f) => f.event.kind === 'finals').map((f) => f.eventName));
    expect(names).toContain('Championship East Coast zone final');
    expect([...names].some((n) => /^Championship (metropolitan|country) inter-region final$/.test(n))).toBe(
      true,
    );
    expect(fixtures.find((f) => f.event.kind === 'division')!.eventName).toBe(season.divisions[0]!.name);
    expect(
      fixtures
        .filter((f) => f.event.kind === 'round-robin-finals')
        .every((f) => f.eventName === 'Country secondary finals'),
    ).toBe(true);
  });
});

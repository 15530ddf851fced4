/** A season's fixtures seen from one school: its matches, the coming ones, and which schools play. */
import type { Fixture, FixtureTeam, SchoolFixture } from './fixture-types';
import type { SchoolRef } from './school-match';

function seenFrom(fixture: Fixture, side: 'home' | 'away'): SchoolFixture {
  const team = fixture[side] as FixtureTeam;
  const opponent = side === 'home' ? fixture.away : fixture.home;
  const other: [number, number] | null = fixture.homeWhite
    ? ([1, 2, 3, 4].filter((b) => !fixture.homeWhite!.includes(b)) as [number, number])
    : null;
  const { result } = fixture;
  let score: SchoolFixture['score'] = null;
  if (result) {
    const mine = side === 'home' ? result.home : result.away;
    const theirs = side === 'home' ? result.away : result.home;
    const wonTiebreak = result.tiebreak === side;
    const outcome =
      mine > theirs || (mine === theirs && wonTiebreak)
        ? 'won'
        : mine < theirs || result.tiebreak
          ? 'lost'
          : 'drawn';
    score = { for: mine, against: theirs, outcome };
  }
  return {
    ...fixture,
    side,
    team,
    opponent,
    whiteBoards: side === 'home' ? fixture.homeWhite : other,
    score,
  };
}

/** The school's matches, one per team of the school in each (two when it plays itself), in season order. */
export function fixturesOfSchool(fixtures: readonly Fixture[], slug: string): SchoolFixture[] {
  return fixturesBySchool(fixtures, slug).get(slug) ?? [];
}

/** Every school's matches by slug (or only `only`'s), in one pass over the season. */
export function fixturesBySchool(fixtures: readonly Fixture[], only?: string): Map<string, SchoolFixture[]> {
  const bySchool = new Map<string, SchoolFixture[]>();
  for (const fixture of fixtures) {
    for (const side of ['home', 'away'] as const) {
      const team = fixture[side];
      const slug = team.kind === 'team' ? team.school?.slug : undefined;
      if (!slug || (only !== undefined && slug !== only)) continue;
      let list = bySchool.get(slug);
      if (!list) bySchool.set(slug, (list = []));
      list.push(seenFrom(fixture, side));
    }
  }
  return bySchool;
}

/** Coming matches from `today` (YYYY-MM-DD), earliest first: dated, unplayed, not byes. */
export function upcomingFixtures<T extends Fixture>(fixtures: readonly T[], today: string): T[] {
  return fixtures
    .filter(
      (f) =>
        f.date !== null && f.date >= today && !f.result && f.home.kind !== 'bye' && f.away.kind !== 'bye',
    )
    .sort((a, b) => a.date!.localeCompare(b.date!) || (a.startTime ?? '').localeCompare(b.startTime ?? ''));
}

/** The slugs of every school with a team in the season's fixtures, with the name shown for each. */
export function schoolsInFixtures(fixtures: readonly Fixture[]): SchoolRef[] {
  const found = new Map<string, string>();
  for (const f of fixtures) {
    for (const side of [f.home, f.away]) {
      if (side.kind === 'team' && side.school && !found.has(side.school.slug))
        found.set(side.school.slug, side.school.name);
    }
  }
  return [...found].map(([slug, name]) => ({ slug, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Every match of a season as fixtures (divisions, knock-outs, finals grids, country finals round robin), and
 * the same list seen from one school; school pages and calendar feeds read them here. The first-named team is
 * at home (a zone match's venue is the home school); finals venues are the league's to announce. Finals
 * pairings are double matches scored out of 8; `bye`/`(Bye)` is a bye and `?` an opponent not yet known.
 */
import type { Division, FinalsGrid, MatchResult, SeasonBundle, Team } from './bundle';
import {
  BOARDS_PER_TEAM,
  COUNTRY_SECONDARY_GRADE,
  FINALS_PAIRING_POINTS,
  GRADE_NAMES,
  competitionMode,
  type CompetitionMode,
} from './constants';
import { boardColours } from './draw-key';
import { ruleStartTime } from './match-times';
import { schoolDirectory, type SchoolDirectory } from './school-match';
import { schoolSlug } from './school-slug';
import { isIncomplete } from './standings';
import type { Fixture, FixtureResult, FixtureSide, SchoolAddress, SeasonDraws, Venue } from './fixture-types';

function matchResult(result: MatchResult | null | undefined, outOf: number): FixtureResult | null {
  if (!result) return null;
  return {
    home: result.home,
    away: result.away,
    outOf,
    forfeits: result.boards?.some((b) => b === '1F' || b === '0F' || b === 'FF') ?? false,
    incomplete: outOf === BOARDS_PER_TEAM ? isIncomplete(result) : result.home + result.away < outOf,
    tiebreak: result.tiebreak?.winner ?? null,
  };
}

type Sides = { side: (no: number | 'bye' | '?') => FixtureSide };

function sidesOf(teams: Pick<Team, 'no' | 'name' | 'school' | 'bye'>[], directory: SchoolDirectory): Sides {
  const byNo = new Map(teams.map((t) => [t.no, t]));
  return {
    side(no) {
      if (no === 'bye') return { kind: 'bye' };
      if (no === '?') return { kind: 'unknown' };
      const team = byNo.get(no);
      if (!team) return { kind: 'unknown' };
      if (team.bye) return { kind: 'bye' };
      return { kind: 'team', no, name: team.name, school: directory.match(team) };
    },
  };
}

function venueOf(home: FixtureSide, addresses: Map<string, SchoolAddress>): Venue | null {
  if (home.kind !== 'team' || !home.school) return null;
  return {
    school: { slug: home.school.slug, name: home.school.name },
    address: streetOf(addresses.get(home.school.slug)),
  };
}

const streetOf = (school: SchoolAddress | undefined) =>
  school
    ? { address: school.address, suburb: school.suburb, state: school.state, postcode: school.postcode }
    : null;

/** The competition a division belongs to: its zone's competition and region's metro. */
function modeOf(season: SeasonDraws, division: Division): CompetitionMode | null {
  if (division.grade === COUNTRY_SECONDARY_GRADE) return 'country_secondary';
  const zone = season.zones.find((z) => z.code === division.zone);
  const region = zone && season.regions.find((r) => r.code === zone.region);
  return zone && region ? competitionMode(region.metro, zone.competition) : null;
}

/** The metro a finals grid belongs to: its zone's or region's, or the value itself between regions. */
function gridMode(season: SeasonDraws, grid: FinalsGrid): CompetitionMode | null {
  if (grid.grade === COUNTRY_SECONDARY_GRADE) return 'country_secondary';
  const regionCode =
    grid.stage === 'zone' ? season.zones.find((z) => z.code === grid.value)?.region : grid.value;
  const metro =
    grid.stage === 'interregion' ? grid.value : season.regions.find((r) => r.code === regionCode)?.metro;
  return metro === 'metropolitan' || metro === 'country' ? competitionMode(metro, grid.competition) : null;
}

function gridName(season: SeasonDraws, grid: FinalsGrid): string {
  const grade = GRADE_NAMES[grid.grade];
  switch (grid.stage) {
    case 'intermetropolitan':
      return `${grade} NSW final (metropolitan v country)`;
    case 'interregion':
      return `${grade} ${grid.value === 'country' ? 'country' : 'metropolitan'} inter-region final`;
    case 'region':
      return `${grade} ${season.regions.find((r) => r.code === grid.value)?.name ?? grid.value} region final`;
    case 'zone':
      return `${grade} ${season.zones.find((z) => z.code === grid.value)?.name ?? grid.value} zone final${grid.division ? ` (${grid.division})` : ''}`;
  }
}

export function seasonFixtures(season: SeasonDraws): Fixture[] {
  const directory = schoolDirectory(season.schools.map((s) => s.name));
  const addresses = new Map(season.schools.map((s) => [schoolSlug(s.name), s]));
  const colours = boardColours(season.homeWhiteBoards);
  const homeWhite = colours ? colours.white : null;
  const fixtures: Fixture[] = [];

  for (const division of season.divisions) {
    const mode = modeOf(season, division);
    const { side } = sidesOf(division.teams, directory);
    const start = ruleStartTime(mode);
    for (const round of division.rounds) {
      for (const pairing of round.pairings) {
        const home = side(pairing.home);
        fixtures.push({
          id: `${season.year}-${division.code}-r${round.n}-${pairing.home}v${pairing.away}`,
          year: season.year,
          mode,
          grade: division.grade,
          event: {
            kind: 'division',
            code: division.code,
            name: division.name,
            zone: division.zone,
            drawNo: division.no,
          },
          eventName: division.name,
          label: `Round ${round.n}`,
          round: round.n,
          date: round.date,
          playBy: round.play_by ?? false,
          startTime: start?.time ?? null,
          home,
          away: side(pairing.away),
          homeWhite,
          doubleMatch: false,
          venue: venueOf(home, addresses),
          result: matchResult(pairing.result, BOARDS_PER_TEAM),
        });
      }
    }
  }

  for (const grid of season.finals) {
    const { side } = sidesOf(grid.entrants, directory);
    const mode = gridMode(season, grid);
    const eventName = gridName(season, grid);
    const place = `${grid.competition}-${grid.grade}-${grid.stage}-${grid.value || 'nsw'}${grid.division ? `-${grid.division}` : ''}`;
    grid.steps.forEach((step, s) => {
      for (const match of step.matches) {
        fixtures.push({
          id: `${season.year}-finals-${place}-s${s + 1}-${match.home}v${match.away}`,
          year: season.year,
          mode,
          grade: grid.grade,
          event: {
            kind: 'finals',
            competition: grid.competition,
            stage: grid.stage,
            value: grid.value,
            division: grid.division ?? null,
          },
          eventName,
          label: step.name,
          round: null,
          date: step.date,
          playBy: false,
          startTime: null,
          home: side(match.home),
          away: side(match.away),
          homeWhite: null,
          doubleMatch: true,
          venue: null,
          result: matchResult(match.result, FINALS_PAIRING_POINTS),
        });
      }
    });
  }

  if (season.roundRobinFinals) {
    const { side } = sidesOf(season.roundRobinFinals.teams, directory);
    for (const round of season.roundRobinFinals.rounds) {
      for (const pairing of round.pairings) {
        fixtures.push({
          id: `${season.year}-css-finals-r${round.n}-${pairing.home}v${pairing.away}`,
          year: season.year,
          mode: 'country_secondary',
          grade: COUNTRY_SECONDARY_GRADE,
          event: { kind: 'round-robin-finals' },
          eventName: 'Country secondary finals',
          label: `Round ${round.n}`,
          round: round.n,
          date: round.date,
          playBy: round.play_by ?? false,
          startTime: null,
          home: side(pairing.home),
          away: side(pairing.away),
          homeWhite,
          doubleMatch: false,
          venue: null,
          result: matchResult(pairing.result, BOARDS_PER_TEAM),
        });
      }
    }
  }
  return fixtures;
}

/** The parts of a season bundle the fixtures are made from. */
export function seasonDrawsOf(
  bundle: Pick<
    SeasonBundle,
    | 'year'
    | 'home_white_boards'
    | 'regions'
    | 'zones'
    | 'divisions'
    | 'finals'
    | 'round_robin_finals'
    | 'schools'
  >,
): SeasonDraws {
  return {
    year: bundle.year,
    homeWhiteBoards: bundle.home_white_boards,
    regions: bundle.regions,
    zones: bundle.zones,
    divisions: bundle.divisions,
    finals: bundle.finals,
    roundRobinFinals: bundle.round_robin_finals,
    schools: bundle.schools.map(({ name, address, suburb, state, postcode }) => ({
      name,
      address,
      suburb,
      state,
      postcode,
    })),
  };
}

/** Primary finals up to the region champions: division playoffs, zone finals and region finals. */
import type { FinalsGrid } from '../../lib/league/bundle';
import { REGIONS } from './plans/regions';
import type { BuiltDivision } from './divisions';
import { bracket, knockoutGrid, type GridArgs, type GridTeam } from './grids';
import type { ZoneDef } from './zones';
import { addDays, at, must } from './util';

export type PrimaryFinalsDates = { playoff: string; zone: string; regionSemi: string; regionFinal: string };

const DOUBLE_MATCH = 'A double match with colours reversed, scored out of 8.';

export const DOUBLE_MATCH_NOTE =
  'Each pairing is two matches with colours reversed (the first-numbered team is home in the first), so it is scored out of 8.';

export function primaryGrid(args: Omit<GridArgs, 'competition' | 'grade'>) {
  return knockoutGrid({ competition: 'primary', grade: 'championship', ...args });
}

/** A primary Championship grid played to the end, so it has a winner. */
function decided(args: Omit<GridArgs, 'competition' | 'grade'>, what: string) {
  const { grid, winner } = primaryGrid(args);
  return { grid, winner: must(winner, what) };
}

/** A division's winner, or the winner of a playoff between its two =1st teams. */
function divisionWinner(
  year: number,
  zone: ZoneDef,
  d: BuiltDivision,
  dates: PrimaryFinalsDates,
  grids: FinalsGrid[],
) {
  const code = d.division.code;
  if (d.winner) return { ...d.winner, from: code };
  if (d.tied.length !== 2) throw new Error(`${code}: no winner`);
  const playoff = decided(
    {
      key: `${year}/playoff/${code}`,
      stage: 'zone',
      value: zone.code,
      division: code,
      teams: d.tied.map((e) => ({ ...e, from: `${code}, =1st` })),
      steps: [{ name: 'Playoff', date: dates.playoff, pairs: [[1, 2]] }],
      notes: [
        `Filled-in demo playoff: two teams finished =1st in ${code}. They are division co-winners; as the league's 2025 playoff rules say, a playoff decides which one goes on to the finals.`,
        DOUBLE_MATCH,
      ],
    },
    'playoff winner',
  );
  grids.push(playoff.grid);
  return { ...playoff.winner, from: code };
}

/** The zone's champion: the winner of its Championship divisions (or Combined, when it has none). */
function zoneChampion(
  year: number,
  zone: ZoneDef,
  divisions: BuiltDivision[],
  dates: PrimaryFinalsDates,
  grids: FinalsGrid[],
) {
  let feeders = divisions.filter((d) => d.division.grade === 'championship');
  if (feeders.length === 0) feeders = divisions.filter((d) => d.division.grade === 'combined');
  const winners = feeders.map((d) => divisionWinner(year, zone, d, dates, grids));
  if (winners.length <= 1) return winners[0];
  const final = decided(
    {
      key: `${year}/zone/${zone.code}`,
      stage: 'zone',
      value: zone.code,
      teams: winners,
      steps: bracket(winners.length, [dates.zone, addDays(dates.zone, 7)]),
      notes: [
        `Filled-in demo zone final between the winners of ${zone.name}'s Championship divisions.`,
        'Each pairing is a double match with colours reversed, scored out of 8; a tie goes to board-weighted points (shown in brackets on the sheets).',
      ],
    },
    'zone final winner',
  );
  grids.push(final.grid);
  return final.winner;
}

export function primaryFinalsUpToRegions(args: {
  year: number;
  zones: ZoneDef[];
  built: Map<string, BuiltDivision[]>;
  dates: PrimaryFinalsDates;
  /** Region code → the school that must win its region final (the real representative). */
  regionChampions?: Record<string, string>;
}): { grids: FinalsGrid[]; champions: Map<string, GridTeam> } {
  const { year, dates } = args;
  const grids: FinalsGrid[] = [];
  const zoneChampions = new Map<string, GridTeam>();
  for (const zone of args.zones) {
    const champion = zoneChampion(year, zone, args.built.get(zone.code) ?? [], dates, grids);
    if (champion) zoneChampions.set(zone.code, { ...champion, from: `${zone.name} zone` });
  }

  const champions = new Map<string, GridTeam>();
  for (const region of REGIONS) {
    const entrants = args.zones
      .filter((z) => z.region === region.code)
      .flatMap((z) => zoneChampions.get(z.code) ?? []);
    if (entrants.length === 0) continue;
    const wanted = args.regionChampions?.[region.code];
    if (entrants.length === 1) {
      if (wanted && at(entrants, 0).school !== wanted)
        throw new Error(`${region.code}: ${wanted} is not the zone champion`);
      champions.set(region.code, at(entrants, 0));
      continue;
    }
    const final = decided(
      {
        key: `${year}/region/${region.code}`,
        stage: 'region',
        value: region.code,
        teams: entrants,
        steps: bracket(
          entrants.length,
          entrants.length === 2 ? [dates.regionFinal] : [dates.regionSemi, dates.regionFinal],
        ),
        champion: wanted,
        notes: [
          `Filled-in demo region final: a knock-out between the ${region.name} zone champions in this demo season.`,
          ...(wanted
            ? [`Its winner is the real ${year} ${region.name} representative at the inter-region finals.`]
            : []),
          'Each pairing is a double match with colours reversed, scored out of 8.',
        ],
      },
      'region final winner',
    );
    grids.push(final.grid);
    champions.set(region.code, final.winner);
  }
  return { grids, champions };
}

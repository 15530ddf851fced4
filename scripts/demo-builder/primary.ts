/** Primary zones: their divisions from the season's zone plans. */
import type { Division } from '../../lib/league/bundle';
import type { BuiltDivision } from './divisions';
import type { Facts } from './facts';
import { primaryPool, TeamNamer } from './names';
import { parseDivision, type ZonePlan } from './plan';
import { zoneDivisions } from './zone-divisions';
import type { ZoneDef } from './zones';
import { must } from './util';

function filledNotes(zone: ZoneDef, realNames: boolean, oneDay?: string): string[] {
  const names = realNames
    ? `Filled-in demo division: the team names use real ${zone.name} zone school names from the league's pages (some topped up with 'demo' names); every result is generated.`
    : `Filled-in demo division: the facts name too few ${zone.name} schools, so most teams carry made-up 'demo' names; every result is generated.`;
  if (!oneDay) return [names];
  return [
    names,
    `One-day zone: all seven rounds are played at one school on ${oneDay}, as several country zones do.`,
  ];
}

export function buildPrimaryZones(args: {
  year: number;
  facts: Facts;
  zones: ZoneDef[];
  plans: ZonePlan[];
  weeklyDates: string[];
  /** Region code → the real school that represented it, for plans marked `representative`. */
  representatives?: Record<string, string>;
}): { built: Map<string, BuiltDivision[]>; divisions: Division[] } {
  const built = new Map<string, BuiltDivision[]>();
  for (const plan of args.plans) {
    const zone = must(
      args.zones.find((z) => z.code === plan.zone),
      `zone ${plan.zone}`,
    );
    const pool = primaryPool(args.facts, zone.code);
    const { oneDay } = plan;
    const list = zoneDivisions({
      year: args.year,
      facts: args.facts,
      prefix: zone.code,
      place: zone.name,
      zone: zone.code,
      plans: plan.divisions.map(parseDivision),
      namer: () => new TeamNamer(pool, zone.name),
      dates: oneDay ? Array.from({ length: 7 }, () => oneDay) : args.weeklyDates,
      notes: filledNotes(zone, pool.length >= 5, oneDay),
      representative: args.representatives?.[zone.region],
      uniqueTop: (p) => !p.real && !p.tieTop && (p.grade === 'championship' || p.grade === 'combined'),
    });
    built.set(zone.code, list);
  }
  return { built, divisions: [...built.values()].flat().map((d) => d.division) };
}

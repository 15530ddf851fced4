/** Building the divisions of a zone (or metropolitan secondary region) from its plan. */
import { REAL_DIVISIONS } from './plans/real-divisions';
import { divisionName, filledDivision, realDivision, type BuiltDivision } from './divisions';
import type { Facts } from './facts';
import { TeamNamer } from './names';
import type { DivisionPlan } from './plan';
import { must } from './util';

export type ZoneDivisionsArgs = {
  year: number;
  facts: Facts;
  /** Division codes are `prefix` plus the division's place in the plan (PA1, PA2 … or SE1, SE2 …). */
  prefix: string;
  /** The zone's or region's name, used in division names. */
  place: string;
  zone: string;
  plans: DivisionPlan[];
  /** A fresh team namer, so each zone (or grade) hands out its own letters. */
  namer: () => TeamNamer;
  dates: (string | null)[];
  dateNotes?: Record<number, string>;
  notes: string[];
  /** The school that must win a plan marked `representative`. */
  representative?: string;
  /** Whether a filled division must have one clear winner. */
  uniqueTop: (plan: DivisionPlan) => boolean;
};

/** Divisions numbered 1, 2, … in plan order; a real table takes its place in the numbering. */
export function zoneDivisions(args: ZoneDivisionsArgs): BuiltDivision[] {
  let namer: TeamNamer | undefined;
  const reals = args.plans.map((plan, i) =>
    plan.real ? args.facts.division(args.year, `${args.prefix}${i + 1}`) : null,
  );
  return args.plans.map((plan, i) => {
    const no = i + 1;
    const code = `${args.prefix}${no}`;
    const meta = { name: divisionName(args.place, plan.grade, no), no, zone: args.zone, grade: plan.grade };
    const fact = reals[i];
    if (fact) return realDivision(fact, { ...meta, ...must(REAL_DIVISIONS[`${args.year}/${code}`], code) });
    if (plan.real) throw new Error(`${code}: not a real division`);
    if (!namer) {
      namer = args.namer();
      // Real teams keep their letters: filled-in teams of the same school take the next free ones.
      for (const real of reals)
        for (const team of real?.teams ?? []) if (team.name !== '(Bye)') namer.reserve(team.name);
    }
    const champion = plan.representative ? must(args.representative, `${code} representative`) : undefined;
    return filledDivision({
      ...meta,
      key: `${args.year}/${code}`,
      code,
      schedule: args.facts.eightTeamSchedule,
      teams: namer.pick(plan.size, champion),
      dates: args.dates,
      dateNotes: args.dateNotes,
      champion,
      tieTop: plan.tieTop,
      uniqueTop: args.uniqueTop(plan),
      boards: plan.boards,
      notes: args.notes,
    });
  });
}

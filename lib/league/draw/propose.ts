/**
 * The draw maker's proposal: from the season's entry requests and the settings, each zone's divisions with
 * their teams, draw numbers, Berger pairings and round dates, why each division has its size, and every
 * rule that could not be met. Pure: the store reads the inputs and writes the result (lib/db/queries/draw.ts).
 */
import type { Division, Round, SeasonBundle, Team, ZoneRecord } from '../bundle';
import { GRADE_NAMES, competitionMode, splitMode, type CompetitionMode, type GradeCode } from '../constants';
import { formatDay } from '../dates';
import { bergerTable, tableSize } from './berger';
import { roundDates, type SkippedDate } from './dates';
import { divisionSizes, drawOrder, spreadTeams, type DrawTeam } from './divisions';
import { lastSeasonZones, placeSchool } from './placement';
import { weekdayName, type DrawSettings } from './settings';
import { schoolSlug } from '../school-slug';
import { plural } from '../plural';

/** One school's request: teams per grade field of the entry form. */
export type EntryTeams = { id: number; school: string; mode: CompetitionMode; teams: Record<string, number> };

export type DrawInput = {
  season: Pick<SeasonBundle, 'year' | 'zones' | 'regions' | 'entry'>;
  lastSeason: Pick<SeasonBundle, 'year' | 'zones' | 'divisions'> | null;
  entries: readonly EntryTeams[];
  settings: DrawSettings;
  /** Only this zone's divisions. */
  zone?: string;
};

export type ProposedDivision = { division: Division; lines: string[]; problems: string[] };
export type ZoneProposal = {
  zone: ZoneRecord;
  lines: string[];
  problems: string[];
  divisions: ProposedDivision[];
};
export type Unplaced = { school: string; mode: CompetitionMode; teams: number; why: string };
export type Proposal = { year: number; zones: ZoneProposal[]; unplaced: Unplaced[]; notes: string[] };

/** The grades the draw maker draws, in the order divisions are numbered (the intermediate preference fields only say where teams could move). */
const DRAWN_GRADES: Record<'primary' | 'secondary', readonly GradeCode[]> = {
  primary: ['championship', 'intermediate', 'rookies', 'junior_rookies'],
  secondary: ['senior', 'intermediate', 'junior'],
};
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** A, B, … Z, then AA, AB, …: a school may enter up to 99 teams a grade. */
const teamLetter = (i: number) =>
  i < LETTERS.length
    ? LETTERS[i]!
    : `${LETTERS[Math.floor(i / LETTERS.length) - 1]}${LETTERS[i % LETTERS.length]}`;

const teamCount = (entry: EntryTeams) =>
  DRAWN_GRADES[splitMode(entry.mode).competition].reduce((n, g) => n + (entry.teams[g] ?? 0), 0);

/** A school's latest request for a competition counts; earlier ones are named in the notes. */
function latestRequests(entries: readonly EntryTeams[], notes: string[]): EntryTeams[] {
  const latest = new Map<string, EntryTeams>();
  for (const entry of [...entries].sort((a, b) => a.id - b.id)) {
    const key = `${entry.mode}:${schoolSlug(entry.school)}`;
    const earlier = latest.get(key);
    if (earlier)
      notes.push(
        `${entry.school} sent more than one ${entry.mode.replace('_', ' ')} request: the latest (${entry.id}) counts, not ${earlier.id}.`,
      );
    latest.set(key, entry);
  }
  return [...latest.values()];
}

/** Team names as the league writes them: the school's name and a letter, A first, in grade order. */
function teamsByGrade(entry: EntryTeams): Map<GradeCode, DrawTeam[]> {
  const out = new Map<GradeCode, DrawTeam[]>();
  let letter = 0;
  for (const grade of DRAWN_GRADES[splitMode(entry.mode).competition]) {
    out.set(
      grade,
      Array.from({ length: entry.teams[grade] ?? 0 }, () => ({
        name: `${entry.school} ${teamLetter(letter++)}`,
        school: entry.school,
      })),
    );
  }
  return out;
}

function homeAwayLine(
  teams: readonly Team[],
  rounds: readonly Round[],
): { line: string; problems: string[] } {
  const byeNo = teams.find((t) => t.bye)?.no;
  const counts = new Map(teams.filter((t) => !t.bye).map((t) => [t.no, { home: 0, away: 0 }]));
  for (const p of rounds.flatMap((r) => r.pairings)) {
    if (p.home === byeNo || p.away === byeNo || typeof p.away !== 'number') continue;
    counts.get(p.home)!.home += 1;
    counts.get(p.away)!.away += 1;
  }
  const homes = [...new Set([...counts.values()].map((c) => c.home))].sort((a, b) => a - b);
  const games = [...counts.values()][0];
  const problems = [...counts]
    .filter(([, c]) => Math.abs(c.home - c.away) > 1)
    .map(([no, c]) => `team ${no} is home ${c.home} times and away ${c.away}`);
  return {
    line: `each team home ${homes.join(' or ')} ${homes.at(-1) === 1 ? 'time' : 'times'} in ${plural(games ? games.home + games.away : 0, 'match', 'matches')}`,
    problems,
  };
}

/**
 * Why a division is as it is and what it does not meet: its table, each team's home and away games, and teams
 * of one school that share it (they should meet in round 1). Judges a proposed division and an adjusted one alike.
 */
export function divisionReport(division: Pick<Division, 'teams' | 'rounds'>): {
  lines: string[];
  problems: string[];
} {
  const rows = division.teams;
  const size = rows.length;
  const playing = rows.filter((t) => !t.bye);
  const lines = [
    `${playing.length} teams${size > playing.length ? ` and the bye (team ${size})` : ''}, ${plural(division.rounds.length, 'round')} on the ${size}-team Berger table`,
  ];
  const home = homeAwayLine(rows, division.rounds);
  lines.push(home.line);
  const problems = [...home.problems];
  const byNo = new Map(rows.map((t) => [t.no, t]));
  const firstRound = division.rounds[0]?.pairings ?? [];
  const opponent = new Map<number, number>();
  for (const p of firstRound) {
    if (typeof p.away !== 'number') continue;
    opponent.set(p.home, p.away).set(p.away, p.home);
    const [a, b] = [byNo.get(p.home), byNo.get(p.away)];
    if (a && b && !a.bye && !b.bye && a.school === b.school)
      lines.push(`${a.name} and ${b.name}, of one school, meet in round 1`);
  }
  for (const team of playing) {
    const mates = playing.filter((t) => t !== team && t.school && t.school === team.school);
    if (!mates.length || mates.some((m) => opponent.get(team.no) === m.no)) continue;
    problems.push(
      mates.length > 1
        ? `${team.name} shares the division with two or more teams of its school and meets none of them in round 1`
        : `${team.name} and ${mates[0]!.name}, of one school, share the division and do not meet in round 1`,
    );
  }
  return { lines, problems };
}

/** A division of the zone's grade: the teams numbered (one school's teams paired in round 1), its Berger table and dates. */
export function drawnDivision(
  zone: Pick<ZoneRecord, 'code' | 'name'>,
  grade: GradeCode,
  no: number,
  teams: DrawTeam[],
  dates: readonly (string | null)[],
): ProposedDivision {
  const order = drawOrder(teams);
  const size = tableSize(order.length);
  const rows: Team[] = order.map((t, i) => ({ no: i + 1, name: t.name, school: t.school }));
  if (size > order.length) rows.push({ no: size, name: '(Bye)', bye: true });
  const rounds: Round[] = bergerTable(order.length).map((round, i) => ({
    n: i + 1,
    date: dates[i] ?? null,
    pairings: round.map((p) => ({ ...p })),
  }));
  const division: Division = {
    code: `${zone.code}${no}`,
    name: `${zone.name} ${GRADE_NAMES[grade]} ${no}`,
    no,
    zone: zone.code,
    grade,
    teams: rows,
    rounds,
  };
  return { division, ...divisionReport(division) };
}

function drawZone(zone: ZoneRecord, grades: Map<GradeCode, DrawTeam[]>, input: DrawInput): ZoneProposal {
  const { settings } = input;
  const region = input.season.regions.find((r) => r.code === zone.region);
  const mode = region ? competitionMode(region.metro, zone.competition) : null;
  const commence =
    settings.zones[zone.code]?.commence ?? (mode ? input.season.entry[mode].commence_date : null);
  const matchDay = settings.zones[zone.code]?.match_day ?? settings.match_day;
  const lines: string[] = [];
  const problems: string[] = [];
  const plans = DRAWN_GRADES[zone.competition]
    .map((grade) => ({ grade, teams: grades.get(grade) ?? [] }))
    .filter((g) => g.teams.length)
    .map((g) => ({ ...g, ...divisionSizes(g.teams.length, settings.division_size) }));
  const roundsNeeded = Math.max(0, ...plans.flatMap((p) => p.sizes.map((s) => tableSize(s) - 1)));
  let skipped: SkippedDate[] = [];
  let dates: (string | null)[] = [];
  if (commence) {
    const made = roundDates(commence, matchDay, roundsNeeded, settings.blackouts);
    ({ dates, skipped } = made);
    if (dates.length < roundsNeeded)
      problems.push(
        `The blackouts leave dates for only ${dates.length} of ${roundsNeeded} rounds: the rest have none.`,
      );
    lines.push(
      `Rounds on ${weekdayName(matchDay)}s from ${formatDay(commence)}${skipped.length ? `, skipping ${skipped.map((s) => `${formatDay(s.date)} (${s.name})`).join(', ')}` : ''}.`,
    );
  } else
    problems.push(
      'No commence date (neither the settings nor the entry window give one): the rounds have no dates.',
    );

  let no = 0;
  const divisions: ProposedDivision[] = [];
  for (const plan of plans) {
    const gradeName = `${zone.name} ${GRADE_NAMES[plan.grade]}`;
    lines.push(`${gradeName}: ${plan.why}.`);
    problems.push(...plan.problems.map((p) => `${gradeName}: ${p}.`));
    if (plan.teams.length < 2) {
      problems.push(
        `${gradeName}: one team cannot make a division; ${plan.teams[0]!.name} is left out for the official to place.`,
      );
      continue;
    }
    const spread = spreadTeams(plan.teams, plan.sizes);
    for (const teams of spread) {
      no += 1;
      divisions.push(drawnDivision(zone, plan.grade, no, teams, dates));
    }
    problems.push(...separationProblems(gradeName, plan.teams, spread));
  }
  return { zone, lines, problems, divisions };
}

/** Teams of one school share a division only when the school has more teams than there are divisions. */
function separationProblems(
  gradeName: string,
  teams: readonly DrawTeam[],
  spread: readonly DrawTeam[][],
): string[] {
  const problems: string[] = [];
  for (const school of new Set(teams.map((t) => t.school))) {
    const total = teams.filter((t) => t.school === school).length;
    const crowded = spread.filter((d) => d.filter((t) => t.school === school).length > 1).length;
    if (!crowded) continue;
    problems.push(
      total > spread.length
        ? `${gradeName}: ${school} has ${total} teams and there ${spread.length > 1 ? `are ${spread.length} divisions` : 'is 1 division'}: they cannot all be kept apart, and those sharing a division meet in round 1.`
        : `${gradeName}: ${school}'s ${total} teams could have been kept apart but share a division.`,
    );
  }
  return problems;
}

export function proposeDraw(input: DrawInput): Proposal {
  const notes: string[] = [];
  const unplaced: Unplaced[] = [];
  const last = input.lastSeason
    ? lastSeasonZones(input.lastSeason.divisions, input.lastSeason.zones)
    : new Map<string, string>();
  if (!input.lastSeason)
    notes.push('No earlier season is stored: every school needs a placement in the settings.');
  const byZone = new Map<string, Map<GradeCode, DrawTeam[]>>();
  for (const entry of latestRequests(input.entries, notes)) {
    const { competition } = splitMode(entry.mode);
    if (entry.mode === 'country_secondary') {
      notes.push(`${entry.school}: country secondary is a knock-out per region, not drawn here.`);
      continue;
    }
    if (!teamCount(entry)) continue;
    const place = placeSchool(entry.school, competition, last, input.settings.placements, input.season.zones);
    if (!place.zone) {
      unplaced.push({ school: entry.school, mode: entry.mode, teams: teamCount(entry), why: place.why });
      continue;
    }
    const grades = byZone.get(place.zone.code) ?? new Map<GradeCode, DrawTeam[]>();
    for (const [grade, teams] of teamsByGrade(entry))
      grades.set(grade, [...(grades.get(grade) ?? []), ...teams]);
    byZone.set(place.zone.code, grades);
  }
  const zones = input.season.zones
    .filter((z) => byZone.has(z.code) && (!input.zone || z.code === input.zone))
    .map((z) => drawZone(z, byZone.get(z.code)!, input));
  return { year: input.season.year, zones, unplaced, notes };
}

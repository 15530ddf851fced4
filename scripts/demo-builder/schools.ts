/**
 * The 2026 schools: real names, placeholder addresses, fiction phone numbers and made-up coordinators. Every
 * school, each one with a team among them, has a coordinator on record (an invitation's previous-year
 * coordinators), so the demo's mail reaches every school, as a real season's entries would make it.
 */
import type { Division, SchoolRecord, ZoneRecord } from '../../lib/league/bundle';
import { competitionMode, DEFAULT_STATE, splitMode, type CompetitionMode } from '../../lib/league/constants';
import { schoolSlug } from '../../lib/league/school-slug';
import { SCHOOLS_2026 as plan } from './plans';
import type { Facts } from './facts';
import { Rng } from './rng';
import { regionMetro } from './zones';
import { at, must, slug } from './util';

type TeamSchool = { name: string; suburb: string; modes: CompetitionMode[] };

/** The schools the divisions' teams name, each once by its slug, with the modes it plays in and its zone. */
function teamSchools(divisions: Division[], zones: ZoneRecord[]): Map<string, TeamSchool> {
  const found = new Map<string, TeamSchool>();
  for (const division of divisions) {
    const zone = must(
      zones.find((z) => z.code === division.zone),
      `zone ${division.zone}`,
    );
    const mode = competitionMode(regionMetro(zone.region), zone.competition);
    for (const team of division.teams) {
      if (!team.school) continue;
      const key = schoolSlug(team.school);
      const school = found.get(key) ?? { name: team.school, suburb: zone.name, modes: [] };
      if (!school.modes.includes(mode)) school.modes.push(mode);
      found.set(key, school);
    }
  }
  return found;
}

/** One previous-year coordinator list, drawn from `rng`; the draws' order is the committed seasons'. */
function coordinators(rng: Rng, name: string, count: number) {
  return Array.from({ length: count }, (_, k) => ({
    first_name: rng.pick(plan.firstNames),
    last_name: rng.pick(plan.lastNames),
    title: rng.pick(plan.titles),
    type: rng.pick(plan.roles),
    email: `coordinator${k + 1}.${slug(name)}@example.org`,
    mobile: rng.pick(plan.fictionMobiles),
  }));
}

export function schools2026(facts: Facts, divisions: Division[], zones: ZoneRecord[]): SchoolRecord[] {
  const rng = new Rng('2026/schools');
  const specs = plan.groups.flatMap(({ schools, ...group }) =>
    schools.map(([name, suburb]) => ({
      name: facts.real(name),
      suburb: suburb ?? group.zone,
      mode: competitionMode(group.metro, group.competition),
    })),
  );
  for (const invite of plan.invited)
    if (!specs.some((s) => s.name === facts.real(invite.name)))
      throw new Error(`invited school ${invite.name} is not listed`);
  const teams = teamSchools(divisions, zones);
  const listed = new Set(specs.map((s) => schoolSlug(s.name)));
  const unlisted = [...teams].filter(([key]) => !listed.has(key)).map(([, school]) => school);
  const record = (name: string, suburb: string, i: number, mode: CompetitionMode): SchoolRecord => ({
    name,
    address: "Demo address, not the school's",
    suburb,
    state: DEFAULT_STATE,
    postcode: '2000',
    // 02 5550 xxxx is the range Australia reserves for fiction.
    phone: `025550${String(i + 1).padStart(4, '0')}`,
    location_of_chess_room: at(plan.chessRooms, i % plan.chessRooms.length),
    ...splitMode(mode),
  });
  // The invited schools' draws come first, from their own generator, as the committed seasons were drawn.
  const schools = specs.map((spec, i) => {
    const school = record(spec.name, spec.suburb, i, spec.mode);
    const invite = plan.invited.find((inv) => facts.real(inv.name) === spec.name);
    if (!invite) return school;
    const hash = rng.hex(32); // drawn before the coordinators, as the committed seasons were
    const people = coordinators(rng, spec.name, invite.coordinators);
    school.invitations = [{ mode: invite.mode, hash, submitted: invite.submitted, coordinators: people }];
    return school;
  });
  // The others' coordinators: one each, from a generator of their own, so the invited schools' draws stay.
  const more = new Rng('2026/schools with teams');
  const invited = (modes: CompetitionMode[], name: string, submitted: boolean) => {
    const people = coordinators(more, name, 1); // one coordinator, for each competition the school plays in
    return modes.map((mode) => ({ mode, hash: more.hex(32), submitted, coordinators: people }));
  };
  schools.forEach((school, i) => {
    if (school.invitations) return;
    const playing = teams.get(schoolSlug(school.name));
    school.invitations = invited(playing?.modes ?? [at(specs, i).mode], school.name, Boolean(playing));
  });
  const added = unlisted.map((t, k) => ({
    ...record(t.name, t.suburb, specs.length + k, must(t.modes[0], `mode of ${t.name}`)),
    invitations: invited(t.modes, t.name, true),
  }));
  return [...schools, ...added];
}

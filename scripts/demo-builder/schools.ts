/** The 2026 schools: real names, placeholder addresses, fiction phone numbers and made-up coordinators. */
import type { SchoolRecord } from '../../lib/league/bundle';
import { DEFAULT_STATE } from '../../lib/league/constants';
import { SCHOOLS_2026 as plan } from './plans';
import type { Facts } from './facts';
import { Rng } from './rng';
import { at, slug } from './util';

export function schools2026(facts: Facts): SchoolRecord[] {
  const rng = new Rng('2026/schools');
  const specs = plan.groups.flatMap(({ schools, ...group }) =>
    schools.map(([name, suburb]) => ({ ...group, name, suburb })),
  );
  for (const invite of plan.invited)
    if (!specs.some((s) => s.name === invite.name))
      throw new Error(`invited school ${invite.name} is not listed`);
  return specs.map((spec, i) => {
    const school: SchoolRecord = {
      name: facts.real(spec.name),
      address: "Demo address, not the school's",
      suburb: spec.suburb ?? spec.zone,
      state: DEFAULT_STATE,
      postcode: '2000',
      // 02 5550 xxxx is the range Australia reserves for fiction.
      phone: `025550${String(i + 1).padStart(4, '0')}`,
      location_of_chess_room: at(plan.chessRooms, i % plan.chessRooms.length),
      metro: spec.metro,
      competition: spec.competition,
    };
    const invite = plan.invited.find((inv) => inv.name === spec.name);
    if (!invite) return school;
    const hash = rng.hex(32); // drawn before the coordinators, as the committed seasons were
    const coordinators = Array.from({ length: invite.coordinators }, (_, k) => ({
      first_name: rng.pick(plan.firstNames),
      last_name: rng.pick(plan.lastNames),
      title: rng.pick(plan.titles),
      type: rng.pick(plan.roles),
      email: `coordinator${k + 1}.${slug(spec.name)}@example.org`,
      mobile: rng.pick(plan.fictionMobiles),
    }));
    school.invitations = [{ mode: invite.mode, hash, submitted: invite.submitted, coordinators }];
    return school;
  });
}

import type { EntryRequest } from '@/lib/entry/schema';

/** A valid metropolitan primary entry request of one championship team, for the school `name`. */
export function sampleEntry(name: string): EntryRequest {
  return {
    mode: 'metropolitan_primary',
    school: {
      name,
      address: '1 Example Street',
      suburb: 'Carlingford',
      state: 'NSW',
      postcode: '2118',
      phone: '(02) 5550 0001',
    },
    coordinators: [
      {
        first_name: 'Sam',
        last_name: 'Example',
        title: 'Ms',
        type: 'Teacher',
        email: 'sam@example.org',
        mobile: '0491 570 006',
      },
    ],
    teams: {
      championship: 1,
      intermediate: 0,
      intermediate_to_championship: 0,
      intermediate_to_rookies: 0,
      rookies: 0,
      junior_rookies: 0,
    },
  } as EntryRequest;
}

/** The school, coordinator and primary team counts of the entry schema and submit tests. */
export const coordinator = {
  first_name: 'Sam',
  last_name: 'Example',
  title: 'Ms',
  type: 'Teacher',
  email: 'sam@example.org',
  mobile: '0491 570 006',
};
export const school = {
  name: 'Carlingford Public School',
  address: '1 Example Street',
  suburb: 'Carlingford',
  state: 'NSW',
  postcode: '2118',
  phone: '(02) 5550 0001',
};
export const primaryTeams = {
  championship: 1,
  intermediate: 2,
  intermediate_to_championship: 1,
  intermediate_to_rookies: 1,
  rookies: 0,
  junior_rookies: 0,
};

/** A metropolitan primary request of those, with `overrides` over its top-level fields. */
export function entry(overrides: Record<string, unknown> = {}) {
  return {
    mode: 'metropolitan_primary',
    school,
    coordinators: [coordinator],
    teams: primaryTeams,
    ...overrides,
  };
}

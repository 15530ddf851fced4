/**
 * Where a match is played: the home school and its street address. One address, two forms: the words a
 * calendar's LOCATION and the school pages show, and the schema.org Place with its PostalAddress.
 */
import type { SchoolAddress, Venue } from './fixture-types';

export type StreetAddress = Omit<SchoolAddress, 'name'>;

/** `Demo address, Parramatta NSW 2150`: the street, then suburb, state and postcode. */
export const addressText = (s: StreetAddress) =>
  [s.address, [s.suburb, s.state, s.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** `Beecroft Public School, 1 Beecroft Road, Beecroft NSW 2119`, or the school alone. */
export function venueText(venue: Venue): string {
  return [venue.school.name, venue.address && addressText(venue.address)].filter(Boolean).join(', ');
}

/** A school's street address as a schema.org PostalAddress, with the parts the season gives; null with none. */
export function postalAddress(a: StreetAddress | null): Record<string, unknown> | null {
  if (!a) return null;
  const parts = {
    streetAddress: a.address,
    addressLocality: a.suburb,
    addressRegion: a.state,
    postalCode: a.postcode,
  };
  const known = Object.entries(parts).filter(([, value]) => value.trim());
  return known.length
    ? { '@type': 'PostalAddress', ...Object.fromEntries(known), addressCountry: 'AU' }
    : null;
}

/** The venue as a schema.org Place: the school's name, and its postal address where the season has it. */
export function venuePlace(venue: Venue): Record<string, unknown> {
  const address = postalAddress(venue.address);
  return { '@type': 'Place', name: venue.school.name, ...(address ? { address } : {}) };
}

/**
 * An invitation link's school as the entry form meets it (SPEC section 2): the school's details, the
 * competition it is invited to, whether it has already applied, and last year's coordinators. Built by the
 * store and by the league API's client alike; the contract's wire shape stays in lib/league-api.
 */
import type { CompetitionMode } from './constants';

/** What the form fills in for a school; never a coordinator's details. */
export type SchoolDetails = {
  name: string;
  address: string;
  suburb: string;
  state: string;
  postcode: string;
  phone: string;
  fax: string;
  locationOfChessRoom: string;
};

/** A previous-year coordinator, known to a new request by `hash` (stable for the same email). */
export type PreviousCoordinator = {
  hash: string;
  title: string;
  firstName: string;
  lastName: string;
  type: string;
  email: string;
  mobile: string;
};

/** A coordinator's fields as the bundle and the league's API both write them. */
type CoordinatorFields = Record<'title' | 'first_name' | 'last_name' | 'type' | 'email' | 'mobile', string>;

export function previousCoordinator(hash: string, c: CoordinatorFields): PreviousCoordinator {
  return {
    hash,
    title: c.title,
    firstName: c.first_name,
    lastName: c.last_name,
    type: c.type,
    email: c.email,
    mobile: c.mobile,
  };
}

export type Invitation = {
  hash: string;
  mode: CompetitionMode;
  school: SchoolDetails;
  alreadySubmitted: boolean;
  coordinators: PreviousCoordinator[];
};

/**
 * What an invitation link shows: once the school has applied, that it has, and none of last year's
 * coordinators (their names, emails and mobiles are needed only to fill in the form).
 */
export function publicInvitation(invitation: Invitation): Invitation {
  return invitation.alreadySubmitted ? { ...invitation, coordinators: [] } : invitation;
}

/**
 * The contract's school shapes (`search-school-by-name`, `get-school-info`: snake_case, `result: 0|1`,
 * `metro_code '1'/'0'`) to the site's invitation (lib/league/invitation.ts) and back: the client reads
 * them in, our /api/index handlers write them out. Nothing else sees them.
 */
import { COMPETITION_CODE, METRO_CODE, splitMode } from '@/lib/league/constants';
import { previousCoordinator, type Invitation, type SchoolDetails } from '@/lib/league/invitation';
import type { ContractCoordinator, ContractSchoolDetails, SchoolInfo } from './contract';

export function schoolDetailsFromContract(school: ContractSchoolDetails): SchoolDetails {
  return {
    name: school.name,
    address: school.address,
    suburb: school.suburb,
    state: school.state,
    postcode: school.postcode,
    phone: school.phone,
    fax: school.fax,
    locationOfChessRoom: school.location_of_chess_room,
  };
}

export function contractSchoolDetails(school: SchoolDetails): ContractSchoolDetails {
  return {
    name: school.name,
    address: school.address,
    suburb: school.suburb,
    state: school.state,
    postcode: school.postcode,
    phone: school.phone,
    fax: school.fax,
    location_of_chess_room: school.locationOfChessRoom,
  };
}

/** The invitation a `get-school-info` answer describes; null for an unknown link (`result: 0`). */
export function invitationFromContract(info: SchoolInfo): Invitation | null {
  const school = info.result === 1 ? info.school_info : null;
  if (!school) return null;
  return {
    hash: school.hash,
    mode: school.competition_mode,
    school: schoolDetailsFromContract(school),
    alreadySubmitted: school.already_submitted,
    coordinators: info.coordinators.map((c) => previousCoordinator(c.hash, c)),
  };
}

/** The `get-school-info` answer for an invitation, or for an unknown link (null). */
export function schoolInfoOf(invitation: Invitation | null): SchoolInfo {
  if (!invitation) return { result: 0, school_info: null, coordinators: [] };
  const { metro, competition } = splitMode(invitation.mode);
  return {
    result: 1,
    school_info: {
      ...contractSchoolDetails(invitation.school),
      hash: invitation.hash,
      metro_code: METRO_CODE[metro],
      competition_code: COMPETITION_CODE[competition],
      competition_mode: invitation.mode,
      already_submitted: invitation.alreadySubmitted,
    },
    coordinators: invitation.coordinators.map((c): ContractCoordinator => ({
      hash: c.hash,
      first_name: c.firstName,
      last_name: c.lastName,
      title: c.title,
      type: c.type,
      email: c.email,
      mobile: c.mobile,
    })),
  };
}

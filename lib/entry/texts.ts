/**
 * What the entry form says, in one place. SPEC sections 2 and 5 give many of these word for word
 * (the coordinator mobile's and email's messages are ours: docs/spec-deviations.md); change them only with the spec.
 */
import { MAX_COORDINATORS } from '@/lib/league/constants';
import type { SchoolField } from '@/lib/league/entry-fields';
import type { TeamField } from '@/lib/league/entry-fields';

/** The shared schema's messages (SPEC section 5), on the form and from the server alike. */
export const MESSAGES = {
  required: "This field can't be empty",
  mode: 'Please, select competition',
  postcode: 'Postcode must contain 4 digits',
  phone: 'Phone must contain 10 digits',
  mobile: 'Mobile must contain 10 digits',
  fax: 'Fax must contain 10 digits',
  email: 'Enter an email address like name@school.nsw.edu.au',
  teams: 'Please enter at least one team',
  intermediatePreference:
    'Please nominate the second grade preference for your intermediate grade teams. The total number of teams allocated as a second preference needs to match the number of teams in the intermediate grade.',
  coordinators: 'Please enter at least one coordinator',
  tooManyCoordinators: `No more than ${MAX_COORDINATORS} new coordinators`,
  teamCount: 'Enter a number from 0 to 99',
  text: 'Enter this as plain text',
  markup: 'Please remove the characters < and >',
  weekday: 'Choose a weekday',
  linkCode: 'This link code is not valid',
  missing: 'This part of the request is missing',
  unknown: 'Unexpected field: ${unknown}',
} as const;

/** The proof-of-work check's refusals: the server sends them, and the form uses `missing` itself. */
export const PROOF_MESSAGES = {
  missing: 'The security check has not finished yet. Please wait a moment, then send the request again.',
  invalid: 'The security check did not pass. Please reload the page and send the request again.',
  expired: 'The security check expired. It has been renewed; please send the request again.',
  used: 'This security check has already been used. It has been renewed; please send the request again.',
} as const;

/** The server's answers to an entry request that it does not store (lib/entry/submit.ts). */
export const REQUEST_TEXTS = {
  invalid: 'Please correct the marked fields.',
  invitationUnchecked: 'We could not check your invitation link just now. Please try again in a few minutes.',
  invitationUnknown:
    'This invitation link is not known. Please open the entry form without it, or use the link from your invitation email.',
  invitationForCompetition: (competition: string) => `This invitation is for the ${competition} competition.`,
  invitationForSchool: (school: string) => `This invitation is for ${school}.`,
  alreadySubmitted: (email: string) =>
    `The application from the school has already been submitted. To change it, please contact the administrator by email at ${email}.`,
  keyReused: (email: string) =>
    `A request was already received from this form with different details, so these changes have not been saved. To change your school's request, please contact the administrator by email at ${email}.`,
} as const;

/** The form's own words: states, buttons and notes (SPEC sections 2 and 4). */
export const FORM_TEXTS = {
  thankYou:
    'Thank you. Your application has been submitted. You should receive a confirmation email once it has been approved.',
  closed: 'Entry to the competition is now closed',
  notSent:
    'Your request could not be sent: we did not hear back from the server. Your answers are still here; please check your connection and send the request again.',
  formName: 'Entry request',
  send: 'Send request',
  sending: 'Please wait...',
  lookingUp: 'Looking up the school...',
  sendHint: 'Ready to send once the security check above has finished.',
  commonErrors: 'Please check:',
  summaryTitle: 'There is a problem',
  enterAnother: 'Enter another school',
  startAgain: 'Clear the form and start again',
  lockedByLink: 'Set by your invitation link.',
  chooseCompetition: 'Choose the competition above to enter your teams.',
  addCoordinator: 'Add another coordinator',
  previousCoordinator: '(previous year coordinator)',
  remove: 'Remove',
  mostCoordinators: 'That is the most new coordinators a school can add.',
  newSchools: 'New schools should consult the Primary Schools Coordinator before entering.',
  varyGrades: 'The Primary Schools Coordinator may vary the grades of your teams to suit the draw.',
  perTeam: 'per team including GST',
  entriesClose: 'ENTRIES CLOSE',
  commences: 'The competition commences on',
  botCheckLoading: 'Loading the security check…',
  noScript:
    'This form needs JavaScript for its security check, and JavaScript is off in this browser. Turn it on and reload the page, or email your entry to',
  botCheckFailed:
    'The security check could not load. Please check your connection and reload the page; your answers are kept.',
} as const;

/** The competition selector's hint: which season the entries are for. */
export function seasonHint(year: number): string {
  return `Entries for the ${year} season.`;
}

/** The confirmation page of a stored request (app/enter-online/sent). */
export const RECEIPT_TEXTS = {
  title: 'Your entry request',
  crumb: 'Your request',
  reference: 'Reference',
  referenceHint: 'Quote it when you write to the league about this entry.',
  /** A second identical request within a day: nothing new was stored. */
  same: (sentAt: string) =>
    `We already had this request from your school, sent ${sentAt}. Nothing new was stored; your reference has not changed.`,
  change: (version: number) =>
    `This changes your school's earlier request (change ${version - 1}). The league will use these details.`,
  keep: 'Print this page or email it to yourself to keep a copy. This page stays at this address, but only you have its link.',
  print: 'Print this page',
  email: 'Email this summary',
  sent: 'Sent',
  competition: 'Competition',
  school: 'School',
  postal: 'Postal address',
  phone: 'Phone',
  chessRoom: 'Chess room',
  homeMatches: 'Home matches',
  order: 'Purchase order',
  comments: 'Comments',
  teams: 'Teams',
  fee: 'Entry fee',
  feeNote: 'including GST',
  coordinators: 'Coordinators',
  notFound:
    'We could not find this request. Please check the address, or write to the league with your school name at',
} as const;

/** The sections' headings, legends and hints, in the order the form shows them (SPEC section 2). */
export const SECTION_TEXTS = {
  school: 'School information',
  schoolNameHint: 'Start typing to choose your school from the list, or type its full name.',
  schoolList: 'Schools',
  schoolsFound: (n: number) =>
    `${n} school${n === 1 ? '' : 's'} found. Use the up and down arrows to choose.`,
  postalAddress: 'Postal address (if different)',
  phoneHint: '10 digits with the area code, for example (02) 5550 0001.',
  chessRoomHint: 'Where visiting teams should go, for example: the library, next to the front office.',
  homeMatches: 'Home matches',
  homeMatchesHint:
    'Secondary matches are played at the home school after classes. Visiting teams need to know who will meet them and which afternoon suits your school.',
  coordinators: 'Coordinators',
  coordinatorsHint: `People the league can contact about your teams: last year's, and up to ${MAX_COORDINATORS} new ones. Draws, results and notices go to each of them.`,
  coordinator: (n: number) => `Coordinator ${n}`,
  mobileHint: '10 digits, for example 0491 570 006.',
  teams: 'Teams',
  teamsHint: 'How many teams of four players your school enters in each grade.',
  preference: 'If there are too few Intermediate entries in your zone',
  preferenceHint:
    'Say how many of your Intermediate teams should play in Championship and how many in Rookies instead. The two numbers must add up to your Intermediate teams.',
  total: 'Total',
  teamCount: (n: number) => `${n} ${n === 1 ? 'team' : 'teams'}`,
  entryFee: 'Entry fee',
  totalFee: 'Total fee',
  order: 'Purchase order and comments',
  orderDepartment:
    "NSW Department of Education schools: raise the purchase order to the league's vendor number, and enter the purchase order number here.",
  orderOther:
    "Other schools: enter your school's order number if it uses one; otherwise leave this blank and the school will be invoiced.",
} as const;

/** The fields' labels, which the error summary's links repeat. */
/* In the order the form shows the fields: the error summary follows it. */
export const SCHOOL_LABELS: Record<SchoolField | 'hash', string> = {
  hash: 'Invitation link',
  name: 'School name',
  address: 'Address',
  suburb: 'Suburb',
  state: 'State',
  postcode: 'Postcode',
  postal_address: 'Postal address',
  postal_suburb: 'Postal suburb',
  postal_state: 'Postal state',
  postal_postcode: 'Postal postcode',
  phone: 'Phone',
  fax: 'Fax',
  location_of_chess_room: 'Location of chess room',
  match_day_contact: 'Teacher supervising home matches',
  home_match_day: 'Usual home match day',
  purchaseordernumber: 'Purchase order number',
  comments: 'Comments',
};

export const COORDINATOR_LABELS = {
  first_name: 'First name',
  last_name: 'Last name',
  title: 'Title',
  type: 'Role',
  email: 'Email',
  mobile: 'Mobile',
} as const;

export const TEAM_LABELS: Record<'primary' | 'secondary', Partial<Record<TeamField, string>>> = {
  primary: {
    championship: 'Championship',
    intermediate: 'Intermediate',
    intermediate_to_championship: 'Intermediate teams to be allocated to Championship',
    intermediate_to_rookies: 'Intermediate teams to be allocated to Rookies',
    rookies: 'Rookies (all years)',
    junior_rookies: 'Junior Rookies (year 3 and under)',
  },
  secondary: {
    senior: 'Senior (years 11 and 12 only)',
    intermediate: 'Intermediate (years 9 and 10 only)',
    junior: 'Junior (years 7 and 8 only)',
  },
};

export const OTHER_LABELS = {
  mode: 'Competition',
  coordinators: 'Coordinators',
  teams: 'Teams',
  intermediatePreference: 'Intermediate preference',
  request: 'Request',
} as const;

/** The page of a school that has applied (SPEC section 2): the administrator's address follows, as a link. */
export function alreadySubmittedLead(school: string): string {
  return `The application from ${school} has already been submitted. If anything needs to change, please contact the administrator by email at`;
}

/** The note above a draft brought back from an earlier visit. */
export function restoredDraftNote(savedAt: number): string {
  const when = new Date(savedAt).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' });
  return `We kept what you typed on ${when}. It has not been sent yet.`;
}

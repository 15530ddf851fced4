/** The 2026 demo schools: real names; the suburb is the one in the name, or null to use the zone's name. */
import type { CoordinatorRecord } from '../../../lib/league/bundle';
import type { Competition, CompetitionMode, Metro } from '../../../lib/league/constants';

type SchoolGroup = { zone: string; metro: Metro; competition: Competition; schools: [string, string | null][] };

export const SCHOOL_GROUPS_2026: SchoolGroup[] = [
  {
    zone: 'Parramatta',
    metro: 'metropolitan',
    competition: 'primary',
    schools: [
      ['Carlingford', 'Carlingford'],
      ["St Bernadette's Castle Hill", 'Castle Hill'],
      ['Darcy Road', null],
      ['North Rocks Public School', 'North Rocks'],
      ['Parramatta West', 'Parramatta'],
      ['Murray Farm', null],
      ['Carlingford West Public School', 'Carlingford'],
    ],
  },
  {
    zone: 'Hills',
    metro: 'metropolitan',
    competition: 'primary',
    schools: [
      ['Matthew Pearce Public School', null],
      ['Ironbark Ridge Public School', null],
      ['Beecroft Public School', 'Beecroft'],
    ],
  },
  { zone: 'Inner-West', metro: 'metropolitan', competition: 'primary', schools: [['Summer Hill Public School', 'Summer Hill']] },
  { zone: 'East Coast', metro: 'metropolitan', competition: 'primary', schools: [['Emanuel School', null]] },
  { zone: 'St George', metro: 'metropolitan', competition: 'primary', schools: [['Penshurst West Public School', 'Penshurst']] },
  { zone: 'Sutherland', metro: 'metropolitan', competition: 'primary', schools: [['Caringbah North Public School', 'Caringbah']] },
  { zone: 'Wentworth', metro: 'metropolitan', competition: 'primary', schools: [['Double Bay Public School', 'Double Bay']] },
  {
    zone: 'Upper North Shore',
    metro: 'metropolitan',
    competition: 'primary',
    schools: [
      ['Sydney Grammar School St Ives Preparatory', 'St Ives'],
      ['St Ives North Public School', 'St Ives'],
    ],
  },
  {
    zone: 'Lower North Shore',
    metro: 'metropolitan',
    competition: 'primary',
    schools: [
      ['Chatswood Public School', 'Chatswood'],
      ['Neutral Bay Public School', 'Neutral Bay'],
    ],
  },
  { zone: 'Newcastle', metro: 'country', competition: 'primary', schools: [['New Lambton South', 'New Lambton']] },
  { zone: 'Illawarra', metro: 'country', competition: 'primary', schools: [['Wollongong Public School', 'Wollongong']] },
  { zone: 'Dubbo', metro: 'country', competition: 'primary', schools: [["St Mary's Primary School Dubbo", 'Dubbo']] },
  { zone: 'Armidale', metro: 'country', competition: 'primary', schools: [['Armidale City', 'Armidale']] },
  { zone: 'Albury', metro: 'country', competition: 'primary', schools: [['Scots Albury', 'Albury']] },
  { zone: 'Maclean', metro: 'country', competition: 'primary', schools: [['Emmanuel Anglican College', null]] },
  {
    zone: 'Met East',
    metro: 'metropolitan',
    competition: 'secondary',
    schools: [
      ['Sydney Boys', null],
      ['Sydney Grammar', null],
      ['Waverley', 'Waverley'],
      ['Marcellin Randwick', 'Randwick'],
      ['Reddam House', null],
    ],
  },
  { zone: 'Met North', metro: 'metropolitan', competition: 'secondary', schools: [['North Sydney Boys', 'North Sydney']] },
  { zone: 'Met West', metro: 'metropolitan', competition: 'secondary', schools: [['Baulkham Hills', 'Baulkham Hills']] },
  {
    zone: 'Western',
    metro: 'country',
    competition: 'secondary',
    schools: [
      ['Mudgee High School', 'Mudgee'],
      ['Orange Anglican Grammar School', 'Orange'],
    ],
  },
  {
    zone: 'North Coast',
    metro: 'country',
    competition: 'secondary',
    schools: [
      ['Shearwater Mullumbimby Steiner School', 'Mullumbimby'],
      ['Kyogle High School', 'Kyogle'],
      ['Grafton High School', 'Grafton'],
    ],
  },
];

/** Schools that get an online-entry invitation link in 2026, and how many previous-year coordinators each has. */
export const INVITED_2026: { name: string; mode: CompetitionMode; submitted: boolean; coordinators: 1 | 2 }[] = [
  { name: 'Carlingford', mode: 'metropolitan_primary', submitted: true, coordinators: 1 },
  { name: 'Summer Hill Public School', mode: 'metropolitan_primary', submitted: false, coordinators: 2 },
  { name: 'Sydney Grammar School St Ives Preparatory', mode: 'metropolitan_primary', submitted: false, coordinators: 1 },
  { name: 'Neutral Bay Public School', mode: 'metropolitan_primary', submitted: false, coordinators: 2 },
  { name: 'Wollongong Public School', mode: 'country_primary', submitted: true, coordinators: 1 },
  { name: 'New Lambton South', mode: 'country_primary', submitted: false, coordinators: 1 },
  { name: 'Sydney Boys', mode: 'metropolitan_secondary', submitted: false, coordinators: 2 },
  { name: 'North Sydney Boys', mode: 'metropolitan_secondary', submitted: false, coordinators: 1 },
];

/** Mobile numbers the Australian regulator (ACMA) lists for use in fiction, within 0491 570 006–159. */
export const FICTION_MOBILES = ['0491570006', '0491570110', '0491570156', '0491570157', '0491570158', '0491570159'];
export const CHESS_ROOMS = [
  'School library',
  'School hall',
  'Classroom next to the library',
  'Staff meeting room',
  'Music room',
  'Canteen area',
];
export const FIRST_NAMES = ['Alex', 'Sam', 'Jordan', 'Robin', 'Chris', 'Jamie', 'Taylor', 'Morgan'];
export const LAST_NAMES = ['Sample', 'Example', 'Placeholder', 'Demo'];
export const TITLES: CoordinatorRecord['title'][] = ['Ms', 'Mr', 'Dr', 'Mrs', 'Miss'];
export const ROLES: CoordinatorRecord['type'][] = ['Teacher', 'Coach', 'Parent', 'Principal'];

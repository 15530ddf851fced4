/** Keys under which the site keeps navigation state in the browser (SPEC sections 2 and 3). */
/** The current address, in both localStorage and sessionStorage, after each navigation. */
export const LOCATION_KEY = 'nswjcl.location';
/** The active season, in sessionStorage. */
export const ACTIVE_SEASON_ID_KEY = 'nswjcl.activeSeasonId';
export const ACTIVE_SEASON_YEAR_KEY = 'nswjcl.activeSeasonYear';
/** The class the body carries while a client navigation is in progress. */
export const LOCATION_CHANGING_CLASS = 'location-changing';

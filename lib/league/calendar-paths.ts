/**
 * Addresses of a division (a tab of its zone page) and of the calendar feeds. Built on the zone page
 * writer of codes.ts, so a feed sits beside the page it mirrors.
 */
import { divisionsPath } from './codes';
import type { GradeCode } from './constants';
import { schoolPath } from './school-paths';

/** A division is a tab of its zone's page, named by the URL hash (SPEC: zone results page). */
export function divisionTabPath(
  year: number,
  grade: GradeCode,
  zoneCode: string,
  divisionCode: string,
): string {
  return `${divisionsPath(year, grade, zoneCode)}#${encodeURIComponent(divisionCode)}`;
}

/** `/{year}/divisions/{grade}/{zone}/{division}/calendar.ics` */
export function divisionCalendarPath(
  year: number,
  grade: GradeCode,
  zoneCode: string,
  divisionCode: string,
): string {
  return `${divisionsPath(year, grade, zoneCode)}/${encodeURIComponent(divisionCode)}/calendar.ics`;
}

/** The same feed for a calendar app to subscribe to: `webcal://host/...` (webcal is http(s) by another name). */
export function webcalUrl(origin: string, path: string): string {
  return `${origin.replace(/^https?:/, 'webcal:')}${path}`;
}

/** `/schools/{slug}/calendar.ics`: every match of the school's teams this season. */
export function schoolCalendarPath(slug: string): string {
  return `${schoolPath(slug)}/calendar.ics`;
}

/**
 * The coming matches of a school in the plain form the home page's "my school" block fetches
 * (`/schools/{slug}/next.json`): texts ready to show, one writer and one reader.
 */
import type { SchoolFixture } from './fixture-types';
import { coloursText, dateText, opponentText, sideText, timeText } from './school-text';
import { venueText } from './venue';

export type NextMatch = {
  id: string;
  date: string | null;
  when: string;
  team: string;
  opponent: string;
  side: string;
  colours: string | null;
  start: string | null;
  venue: string | null;
  event: string;
};

export type SchoolNext = {
  slug: string;
  name: string;
  href: string;
  matches: NextMatch[];
  note: string | null;
};

export function nextMatch(fixture: SchoolFixture): NextMatch {
  return {
    id: `${fixture.id}-${fixture.side}`,
    date: fixture.date,
    when: dateText(fixture),
    team: fixture.team.name,
    opponent: opponentText(fixture.opponent),
    side: sideText(fixture),
    colours: coloursText(fixture),
    start: fixture.startTime ? timeText(fixture.startTime) : null,
    venue: fixture.venue ? venueText(fixture.venue) : null,
    event: `${fixture.eventName}, ${fixture.label}`,
  };
}

/** A fetched answer, checked: anything else counts as no answer. */
export function parseSchoolNext(value: unknown): SchoolNext | null {
  const v = value as Partial<SchoolNext> | null;
  if (
    !v ||
    typeof v.slug !== 'string' ||
    typeof v.name !== 'string' ||
    typeof v.href !== 'string' ||
    !Array.isArray(v.matches)
  )
    return null;
  const ok = v.matches.every(
    (m: Partial<NextMatch>) =>
      typeof m?.id === 'string' && typeof m.when === 'string' && typeof m.opponent === 'string',
  );
  return ok
    ? {
        slug: v.slug,
        name: v.name,
        href: v.href,
        matches: v.matches as NextMatch[],
        note: typeof v.note === 'string' ? v.note : null,
      }
    : null;
}

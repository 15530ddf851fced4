/**
 * Whether an address of a page with parameters names nothing in the league's data: a school no season
 * lists, a year with no season, a zone, competition, finals grid or changes filter the season lacks.
 * server.mjs answers such an address with the not-found page under one fixed address, so Next never
 * renders (and remembers) a page for each made-up one (docs/reliability.md, issue 21.1). It says
 * "nothing" only where the page itself would answer 404; anything it cannot judge goes to the page.
 */
import { parseChangeSegments } from './change-filter';
import { parseCompetitionRoute } from './competition-page';
import { parseFinalsRoute, parseZoneRoute } from './routes';
import type { SeasonIndex } from './season-index';

/** What the check knows: every season's index by year, and every school slug any season lists. */
export type AddressFacts = {
  seasons: ReadonlyMap<number, SeasonIndex>;
  schools: ReadonlySet<string>;
};

function segmentsOf(pathname: string): string[] | null {
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

/** A season page's address (`/{year}/...`) that the season cannot show. */
function seasonPageNamesNothing(index: SeasonIndex, year: string, section: string, rest: string[]): boolean {
  const y = index.season.year;
  switch (section) {
    case 'divisions':
      return rest.length >= 2 && parseZoneRoute(index, y, rest[0]!, rest[1]!) === null;
    case 'changes':
      return rest[0] !== 'feed.xml' && parseChangeSegments(rest, index.zones) === null;
    case 'competition':
      return rest.length >= 2 && parseCompetitionRoute({ year, metro: rest[0]!, comp: rest[1]! }) === null;
    case 'finals':
      return (
        rest.length >= 4 &&
        parseFinalsRoute(index, y, {
          gradeName: rest[0]!,
          typeName: rest[1]!,
          typeValue: rest[2]!,
          competitionCode: rest[3]!,
        }) === null
      );
    default:
      return false;
  }
}

/**
 * The feeds and calendars of a school or a season's division are kept in the page cache as pages are
 * (`force-static`), one entry per address asked, so a made-up one is judged as its page would be. Other
 * files (next.json) keep nothing per address and are left to Next.
 */
const KEPT_FILES = new Set(['calendar.ics', 'feed.xml']);

/** `/{year}/changes/feed.xml` or `/{year}/divisions/{grade}/{zone}/{division}/calendar.ics` naming nothing. */
function seasonFileNamesNothing(index: SeasonIndex | undefined, section: string, rest: string[]): boolean {
  if (!index) return true;
  if (section !== 'divisions' || rest.length !== 4 || rest[3] !== 'calendar.ics') return false;
  const [grade, zone, division] = rest as [string, string, string];
  const route = parseZoneRoute(index, index.season.year, grade, zone);
  return !route || !index.divisions[route.zone.code]?.[route.grade]?.some((d) => d.code === division);
}

export function addressNamesNothing(pathname: string, facts: AddressFacts): boolean {
  const segments = segmentsOf(pathname);
  if (!segments || segments.length < 2) return false;
  const last = segments.at(-1)!;
  const file = last.includes('.');
  if (file && !KEPT_FILES.has(last)) return false;
  const [first, second, ...rest] = segments as [string, string, ...string[]];
  if (first === 'schools') return !facts.schools.has(second);
  if (!/^\d{4}$/.test(first)) return false;
  const index = facts.seasons.get(Number(first));
  if (file) return seasonFileNamesNothing(index, second, rest);
  return !index || seasonPageNamesNothing(index, first, second, rest);
}

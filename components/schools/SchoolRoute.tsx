import Link from 'next/link';
import { SchoolPage } from './SchoolPage';
import { schoolEmailPath } from '@/lib/league/subscriptions';
import { subscriptionsOffered } from '@/lib/source/subscriptions';
import { ListedSchoolPage } from './ListedSchoolPage';
import { requireSchoolPage, type SchoolSegments } from '@/lib/source/school-page';
import { getAwaitingMatchesOf } from '@/lib/source/cards';
import { getPublicBoardsOf } from '@/lib/source/public-boards';
import { leagueReads } from '@/lib/source/cached';
import { CalendarLinks } from '@/components/calendar/CalendarLinks';
import { SchoolChanges } from '@/components/changes/SchoolChanges';
import { schoolCalendarPath } from '@/lib/league/calendar-paths';
import { schoolFeedPath } from '@/lib/league/school-paths';

/** The school page of both routes (`/schools/{slug}` and `/schools/{slug}/{year}`). */
export async function SchoolRoute({ segments }: { segments: SchoolSegments }) {
  const { view, activeYear } = await requireSchoolPage(segments);
  if (view.kind !== 'structured') return <ListedSchoolPage page={view.page} />;
  const { slug, name, year } = view.page;
  // Matches reported by card and not yet confirmed: marked as the zone's draw marks them.
  const teams = view.page.season?.teams ?? [];
  const [awaiting, boards, changes, index] = await Promise.all([
    getAwaitingMatchesOf(year, teams),
    getPublicBoardsOf(year, teams),
    leagueReads.getSchoolChanges(year, slug),
    leagueReads.getSeasonIndex(year),
  ]);
  // Feeds follow the active season; another season's page lists that season's changes only.
  const feeds = year === activeYear;
  return (
    <SchoolPage
      page={view.page}
      activeYear={activeYear}
      awaiting={awaiting}
      boards={boards}
      subscribe={
        feeds && (
          <>
            <CalendarLinks path={schoolCalendarPath(slug)} whose={`${name}'s`} />
            {subscriptionsOffered() && (
              <p>
                <Link href={schoolEmailPath(slug)}>Email me this school&apos;s results</Link>
              </p>
            )}
          </>
        )
      }
      changes={
        <SchoolChanges
          records={changes}
          demo={Boolean(index?.season.demo)}
          feedHref={feeds ? schoolFeedPath(slug) : null}
        />
      }
    />
  );
}

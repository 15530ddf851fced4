import type { Metadata } from 'next';
import { Breadcrumbs, titleOf } from '@/components/ui/Breadcrumbs';
import { QuickNav } from '@/components/ui/QuickNav';
import { Tabs } from '@/components/ui/Tabs';
import { SafeHtml } from '@/components/ui/SafeHtml';
import { DrawTable } from '@/components/draws/DrawTable';
import { KnockoutDraw } from '@/components/draws/KnockoutDraw';
import { AwaitingNote } from '@/components/draws/AwaitingNote';
import { PrintButton, PrintDivisionButton } from '@/components/draws/PrintButton';
import { ScorerLine } from '@/components/draws/ScorerLine';
import { CalendarLinks } from '@/components/calendar/CalendarLinks';
import { requireZoneRoute } from '@/lib/source/season-routes';
import { FinalsGrid } from '@/components/finals/FinalsGrid';
import { ZoneJsonLd } from '@/components/schools/ZoneJsonLd';
import styles from '@/components/draws/page.module.css';
import { leagueReads } from '@/lib/source/cached';
import { getAwaitingMatches } from '@/lib/source/cards';
import { getZoneBoards } from '@/lib/source/public-boards';
import { getSeasonSchools } from '@/lib/source/venues';
import { DivisionBoards } from '@/components/players/DivisionBoards';
import { GRADE_NAMES } from '@/lib/league/constants';
import { zoneQuickNav } from '@/lib/league/quick-nav';
import { divisionsOf, zoneByCode } from '@/lib/league/season-index';
import { divisionCalendarPath } from '@/lib/league/calendar-paths';
import { divisionsPath } from '@/lib/league/codes';
import { divisionFinalsTitle, noDivisionsText, zoneCrumbs, zoneHeading } from '@/lib/league/routes';
import { NewsAbove, NewsBelow, feedAlternate, zoneNews } from '@/components/changes/PageNews';
import { SeenMarks } from '@/components/changes/SeenMarks';
import '@/app/print.css';
export { generateStaticParams } from '@/lib/cache/on-demand';

type Props = { params: Promise<{ year: string; gradeCode: string; zoneCode: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { route } = await requireZoneRoute(await params);
  return {
    title: titleOf(zoneCrumbs(route)),
    alternates: {
      canonical: divisionsPath(route.year, route.grade, route.zone.code),
      ...feedAlternate(route.year),
    },
  };
}

export default async function ZoneDivisionsPage({ params }: Props) {
  const { index, route } = await requireZoneRoute(await params);
  const { year, grade, zone } = route;
  const source = leagueReads;
  const knockout = grade === 'country';
  const listed = divisionsOf(index, zone.code, grade);
  const gridQuery = { year, competition: zone.competition, grade, stage: 'zone' as const, value: zone.code };

  const codes = listed.map((d) => d.code);
  const [view, zoneGrid, divisionGrids, awaiting, boards, news, schools] = await Promise.all([
    source.getZoneDivisions(year, grade, zone.code),
    knockout ? null : source.getFinalsGrid(gridQuery),
    Promise.all(
      listed.map((d) => (knockout ? null : source.getFinalsGrid({ ...gridQuery, division: d.code }))),
    ),
    getAwaitingMatches(year, zone.code, codes),
    getZoneBoards(year, zone.code, codes),
    zoneNews({ year, zone, demo: index.season.demo }),
    getSeasonSchools(year),
  ]);
  const divisions = view?.divisions ?? [];
  const gridOf = new Map(listed.map((d, i) => [d.code, divisionGrids[i] ?? null]));
  const homeWhiteBoards = view?.homeWhiteBoards ?? [];

  return (
    <main id="main" className="container">
      <Breadcrumbs crumbs={zoneCrumbs(route)} />
      <h1 className={styles.heading}>{zoneHeading(route)}</h1>
      <QuickNav groups={zoneQuickNav(index, route)} />
      <NewsAbove placed={news} />
      <SeenMarks />
      {/* The tabs and the draw come first: a parent on a phone came for them. */}
      {divisions.length === 0 ? (
        <p className={styles.empty}>{noDivisionsText(year, grade)}</p>
      ) : (
        <Tabs
          label="Divisions"
          items={divisions.map((division) => {
            const grid = gridOf.get(division.code) ?? null;
            const title = `${division.code} ${division.name}`;
            return {
              id: division.code,
              label: division.code,
              content: (
                <>
                  <h2 className={styles.divisionHeading}>{title}</h2>
                  {'html' in division ? (
                    <>
                      <SafeHtml html={division.html} label={title} />
                      <AwaitingNote awaiting={awaiting.filter((m) => m.division === division.code)} />
                    </>
                  ) : knockout ? (
                    <KnockoutDraw
                      division={division.draw}
                      homeWhiteBoards={homeWhiteBoards}
                      year={year}
                      awaiting={awaiting.filter((m) => m.division === division.code)}
                    />
                  ) : (
                    <DrawTable
                      draw={division.draw}
                      homeWhiteBoards={homeWhiteBoards}
                      caption={title}
                      year={year}
                      awaiting={awaiting.filter((m) => m.division === division.code)}
                    />
                  )}
                  {'draw' in division && (
                    <DivisionBoards
                      teams={division.draw.teams}
                      boards={boards.filter((b) => b.division === division.code)}
                    />
                  )}
                  <div className={styles.divisionTools}>
                    {'draw' in division && (
                      <CalendarLinks
                        path={divisionCalendarPath(year, grade, zone.code, division.code)}
                        whose={`${division.code}'s`}
                      />
                    )}
                    {divisions.length > 1 && <PrintDivisionButton />}
                  </div>
                  {grid && (
                    <section aria-labelledby={`${division.code}-finals`}>
                      <h3 id={`${division.code}-finals`} className={styles.gridTitle}>
                        {divisionFinalsTitle(division.code, grade)}
                      </h3>
                      <FinalsGrid
                        view={grid}
                        label={divisionFinalsTitle(division.code, grade)}
                        headingLevel={4}
                        year={year}
                      />
                    </section>
                  )}
                </>
              ),
            };
          })}
        />
      )}
      {divisions.length > 0 && (
        <div className={`${styles.toolbar} ${styles.afterDraw}`}>
          <PrintButton label="Print draw" />
        </div>
      )}
      <ScorerLine scorer={zoneByCode(index, zone.code)?.scorer ?? null} />
      {zoneGrid && (
        <section className={styles.zoneFinals} aria-labelledby="zone-finals">
          <h2 id="zone-finals">
            {zone.name} zone {GRADE_NAMES[grade]} finals
          </h2>
          <FinalsGrid
            view={zoneGrid}
            label={`${zone.name} zone ${GRADE_NAMES[grade]} finals`}
            headingLevel={3}
            year={year}
          />
        </section>
      )}
      <NewsBelow placed={news} />
      <ZoneJsonLd
        schools={schools}
        year={year}
        zone={zone}
        homeWhiteBoards={homeWhiteBoards}
        divisions={divisions.flatMap((d) => ('draw' in d ? [d.draw] : []))}
      />
    </main>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumbs, titleOf } from '@/components/ui/Breadcrumbs';
import { ChangeFilters, COMPETITION_LABELS, type ChangeZone } from '@/components/changes/ChangeFilters';
import { ChangeLog } from '@/components/changes/ChangeLog';
import { DemoChangesNote } from '@/components/changes/DemoChangesNote';
import { NoticeList } from '@/components/changes/NoticeList';
import { requireSeason } from '@/lib/source/season-routes';
import styles from '@/components/draws/page.module.css';
import { leagueReads } from '@/lib/source/cached';
import {
  changesFeedPath,
  changesPath,
  filterRecords,
  matchesFilter,
  parseChangeSegments,
  type ChangeFilter,
} from '@/lib/league/change-filter';
import { noticesFor } from '@/lib/league/notices';
import type { SeasonIndex } from '@/lib/league/season-index';
import type { Breadcrumb } from '@/lib/league/types';
export { generateStaticParams } from '@/lib/cache/on-demand';

type Props = { params: Promise<{ year: string; filter?: string[] }> };

function zonesOf(index: SeasonIndex): ChangeZone[] {
  return index.zones.map((z) => ({ code: z.code, name: z.name, competition: z.competition }));
}

async function requireChangesRoute(params: Props['params']) {
  const { year: segment, filter: segments = [] } = await params;
  const { year, index } = await requireSeason(segment);
  const zones = zonesOf(index);
  const filter = parseChangeSegments(segments, zones);
  if (!filter) notFound();
  return { year, zones, filter, demo: index.season.demo };
}

function crumbs(year: number, filter: ChangeFilter, zones: readonly ChangeZone[]): Breadcrumb[] {
  const all: Breadcrumb[] = [{ label: `Latest changes ${year}`, url: changesPath(year) }];
  if (filter.competition)
    all.push({
      label: COMPETITION_LABELS[filter.competition],
      url: changesPath(year, { competition: filter.competition }),
    });
  const zone = zones.find((z) => z.code === filter.zone);
  if (zone) all.push({ label: `${zone.name} zone`, url: changesPath(year, filter) });
  return all;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { year, zones, filter } = await requireChangesRoute(params);
  return {
    title: titleOf(crumbs(year, filter, zones)),
    alternates: {
      canonical: changesPath(year, filter),
      types: { 'application/atom+xml': changesFeedPath(year) },
    },
  };
}

export default async function ChangesPage({ params }: Props) {
  const { year, zones, filter, demo } = await requireChangesRoute(params);
  const news = await leagueReads.getSeasonNews(year);
  const trail = crumbs(year, filter, zones);
  return (
    <main id="main" className="container">
      <Breadcrumbs crumbs={trail} />
      <h1 className={styles.heading}>{trail.map((c) => c.label).join(': ')}</h1>
      <p>
        Results, dates and teams the league has changed this season, newest first.{' '}
        <a href={changesFeedPath(year)} type="application/atom+xml">
          Follow the changes (Atom feed)
        </a>
      </p>
      <NoticeList notices={noticesFor(news.notices, filter)} />
      <ChangeFilters year={year} filter={filter} zones={zones} />
      <DemoChangesNote demo={demo} />
      <ChangeLog records={filterRecords(news.changes, (item) => matchesFilter(item, filter))} />
    </main>
  );
}

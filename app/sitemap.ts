import type { MetadataRoute } from 'next';
import { leagueReads } from '@/lib/source/cached';
import { schoolReads } from '@/lib/source/cached-schools';
import { schoolPath } from '@/lib/league/school-paths';
import { COMPETITION_MODES, splitMode } from '@/lib/league/constants';
import { competitionPath } from '@/lib/league/codes';
import { absoluteUrl } from '@/components/layout/site';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [{ seasons, activeYear }, schools] = await Promise.all([leagueReads.getSiteStatus(), schoolReads.getSchoolList()]);
  const published = seasons.filter((s) => s.publish === '1').sort((a, b) => b.year - a.year);
  const competitionPages = published.flatMap((season) =>
    COMPETITION_MODES.map((mode) => {
      const { metro, competition } = splitMode(mode);
      return {
        url: absoluteUrl(competitionPath(season.year, metro, competition)),
        changeFrequency: season.year === activeYear ? ('weekly' as const) : ('yearly' as const),
        priority: season.year === activeYear ? 0.8 : 0.5,
      };
    }),
  );
  return [
    { url: absoluteUrl('/home'), changeFrequency: 'weekly', priority: 1 },
    { url: absoluteUrl('/competitions'), changeFrequency: 'monthly', priority: 0.9 },
    ...competitionPages,
    ...schools.map((school) => ({ url: absoluteUrl(schoolPath(school.slug)), changeFrequency: 'weekly' as const, priority: 0.6 })),
    { url: absoluteUrl('/privacy-policy'), changeFrequency: 'yearly', priority: 0.2 },
  ];
}

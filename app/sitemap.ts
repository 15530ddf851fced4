import type { MetadataRoute } from 'next';
import { leagueReads } from '@/lib/source/cached';
import { COMPETITION_MODES, splitMode } from '@/lib/league/constants';
import { competitionPath } from '@/lib/league/codes';
import { absoluteUrl } from '@/components/layout/site';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { seasons, activeYear } = await leagueReads.getSiteStatus();
  const published = seasons.filter((s) => s.published).sort((a, b) => b.year - a.year);
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
    { url: absoluteUrl('/privacy-policy'), changeFrequency: 'yearly', priority: 0.2 },
  ];
}

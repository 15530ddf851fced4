import 'server-only';
/**
 * School page reads through Next.js's cache (see cached.ts). A school page carries its school's tag
 * (lib/cache/school-tags.ts), so an import re-renders only the pages of schools whose teams changed.
 */
import { cache } from 'react';
import { cacheTags } from '@/lib/cache/tags';
import { schoolTags } from '@/lib/cache/school-tags';
import { cachedRead } from './cached';
import { getLeagueSource } from './index';
import type { SchoolPageView, SchoolReads } from './school-types';
import type { SchoolRef } from '@/lib/league/school-match';

export const schoolReads: SchoolReads = {
  getSchoolPage: cache((slug: string, year: number | null, today: string) =>
    cachedRead<SchoolPageView | null>(
      ['school', slug, year ?? 'active', today],
      [schoolTags.school(slug), schoolTags.list, cacheTags.seasons],
      () => getLeagueSource().getSchoolPage(slug, year, today),
      null,
    ),
  ),
  getSchoolSlugs: cache((year: number | null) =>
    cachedRead<string[]>(
      ['school-slugs', year ?? 'active'],
      [schoolTags.list, cacheTags.seasons],
      () => getLeagueSource().getSchoolSlugs(year),
      [],
    ),
  ),
  getSchoolList: cache(() =>
    cachedRead<SchoolRef[]>(
      ['schools'],
      [schoolTags.list, cacheTags.seasons],
      () => getLeagueSource().getSchoolList(),
      [],
    ),
  ),
};

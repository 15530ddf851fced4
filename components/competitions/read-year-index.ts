import 'server-only';
import { cache } from 'react';
import { getLeagueSource } from '@/lib/source';

/** The year's all_data index, read once per request however many segments ask (layout, metadata, page). */
export const readYearIndex = cache((year: number) => getLeagueSource().getYearIndex(year));

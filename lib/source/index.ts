import 'server-only';
/**
 * The one way pages read league data. Which source answers is configuration: the embedded store by
 * default, or the league's existing HTTP API when LEAGUE_API_URL is set.
 */
import { apiSource } from './api-source';
import { storeSource } from './store-source';
import type { LeagueSource } from './types';

export type {
  DivisionView,
  GridView,
  LeagueSource,
  RoundRobinView,
  SeasonNews,
  SiteStatus,
  ZoneDivisionsView,
} from './types';
import { leagueApiUrl } from '@/lib/deployment';
export { forgetLeagueApiAnswers } from './last-good';

export function getLeagueSource(): LeagueSource {
  const url = leagueApiUrl();
  return url ? apiSource(url) : storeSource;
}

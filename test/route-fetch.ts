/**
 * A `fetch` that answers from our own route handlers, in process, so the league API client can be
 * run against them without a server.
 */
import * as getAllData from '@/app/api/index/get-all-data/route';
import * as getAllDataYear from '@/app/api/index/get-all-data/year/[year]/route';
import * as typeahead from '@/app/api/index/school-name-typeahead/route';
import * as searchSchool from '@/app/api/index/search-school-by-name/route';
import * as schoolInfo from '@/app/api/index/get-school-info/hash/[hash]/route';
import * as countryRegions from '@/app/api/index/get-country-regions-for-select/route';
import * as logError from '@/app/api/index/log-frontend-error/route';
import * as addEntry from '@/app/api/index/add-enter-online-request/route';
import * as privatePage from '@/app/api/index/get-private-page/route';
import * as addCardEvent from '@/app/api/index/add-match-card-event/route';
import * as awaitingMatches from '@/app/api/index/get-awaiting-matches/route';
import * as cardPhoto from '@/app/api/index/get-card-photo/route';
import * as altchaChallenge from '@/app/api/altcha/challenge/route';

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type RouteModule = Partial<Record<'GET' | 'POST', Handler>>;

const ROUTES: [RegExp, RouteModule, string[]][] = [
  [/^\/api\/index\/get-all-data$/, getAllData as RouteModule, []],
  [/^\/api\/index\/get-all-data\/year\/([^/]+)$/, getAllDataYear as RouteModule, ['year']],
  [/^\/api\/index\/school-name-typeahead$/, typeahead as RouteModule, []],
  [/^\/api\/index\/search-school-by-name$/, searchSchool as RouteModule, []],
  [/^\/api\/index\/get-school-info\/hash\/([^/]+)$/, schoolInfo as RouteModule, ['hash']],
  [/^\/api\/index\/get-country-regions-for-select$/, countryRegions as RouteModule, []],
  [/^\/api\/index\/log-frontend-error$/, logError as RouteModule, []],
  [/^\/api\/index\/add-enter-online-request$/, addEntry as RouteModule, []],
  [/^\/api\/index\/get-private-page$/, privatePage as RouteModule, []],
  [/^\/api\/index\/add-match-card-event$/, addCardEvent as RouteModule, []],
  [/^\/api\/index\/get-awaiting-matches$/, awaitingMatches as RouteModule, []],
  [/^\/api\/index\/get-card-photo$/, cardPhoto as RouteModule, []],
  [/^\/api\/altcha\/challenge$/, altchaChallenge as RouteModule, []],
];

export async function routeFetch(input: string, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const { pathname } = new URL(request.url);
  for (const [pattern, module, names] of ROUTES) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    const handler = module[request.method as 'GET' | 'POST'];
    if (!handler) return new Response(null, { status: 405 });
    const params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
    return handler(request, { params: Promise.resolve(params) });
  }
  return new Response(null, { status: 404 });
}

/**
 * A typed client for the league API contract (SPEC section 7). The site uses it when LEAGUE_API_URL points at
 * the league's existing API; a contract test runs it against our own route handlers. Every answer is checked
 * against the contract's schemas, and a malformed one is an error that says which field was wrong.
 */
import { z } from 'zod';
import type { Challenge } from 'altcha-lib';
import {
  allDataSchema,
  countryRegionsSchema,
  envelope,
  schoolDetailsSchema,
  schoolInfoSchema,
  seasonSchema,
  typeaheadSchema,
  type AllData,
  type ContractSeason,
} from '@/lib/league-api/contract';
import {
  awaitingMatchesSchema,
  cardPhotoSchema,
  matchCardEventAnswerSchema,
  privatePageFrom,
  privatePageSchema,
  type AwaitingMatch,
  type AwaitingMatchesRequest,
  type CardPhotoRequest,
  type MatchCardEventAnswer,
  type MatchCardEventRequest,
  type PrivatePage,
  type PrivatePageRequest,
} from './cards-contract';
import type { Invitation, SchoolDetails } from '@/lib/league/invitation';
import { invitationFromContract, schoolDetailsFromContract } from './invitation';
import { formatPath } from '@/lib/league/bundle';
import { CSRF_COOKIE, CSRF_HEADER, newCsrfToken } from '@/lib/api/csrf';

export const SALT = 'nswjcl';

export type {
  AwaitingMatch,
  AwaitingMatchesRequest,
  CardPhotoRequest,
  MatchCardEventAnswer,
  MatchCardEventRequest,
  PrivatePage,
  PrivatePageRequest,
};

export class LeagueApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export type LeagueApiClient = ReturnType<typeof createLeagueApiClient>;

const challengeSchema = z
  .object({
    parameters: z
      .object({
        algorithm: z.string(),
        nonce: z.string(),
        salt: z.string(),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string(),
      })
      .loose(),
    signature: z.string().optional(),
  })
  .loose();

export function createLeagueApiClient(baseUrl: string, fetchImpl: Fetch = fetch, timeoutMs = 10_000) {
  const site = baseUrl.replace(/\/+$/, '');
  const root = `${site}/api/index/`;

  async function call<T extends z.ZodType>(path: string, schema: T, init?: RequestInit): Promise<z.infer<T>> {
    let response: Response;
    try {
      response = await fetchImpl(root + path, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new LeagueApiError(`The league API did not answer ${path}: ${(error as Error).message}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new LeagueApiError(
        `The league API answered ${path} with something that is not JSON (status ${response.status}).`,
        response.status,
      );
    }
    if (!response.ok) {
      const message =
        typeof body === 'object' && body && 'error' in body
          ? String(body.error)
          : `status ${response.status}`;
      throw new LeagueApiError(`The league API refused ${path}: ${message}`, response.status);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      throw new LeagueApiError(
        `The league API's answer to ${path} is malformed: ${first ? `${formatPath(first.path) || '(answer)'}: ${first.message}` : 'unknown problem'}`,
      );
    }
    return parsed.data;
  }

  const post = (body: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  /** State-changing calls carry the double-submit token pair a browser would (SPEC section 7). */
  const postChange = (body: unknown): RequestInit => {
    const token = newCsrfToken();
    return {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `${CSRF_COOKIE}=${token}`,
        [CSRF_HEADER]: token,
      },
      body: JSON.stringify(body),
    };
  };

  /** Server-to-server calls: the shared key instead of a browser's token pair. */
  const withKey = (key: string, body: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify(body),
  });

  return {
    async getSeasons(): Promise<ContractSeason[]> {
      const answer = await call(
        'get-all-data',
        envelope(z.object({ seasons: z.array(seasonSchema) }).loose()),
        post({ salt: SALT }),
      );
      return answer.data.seasons;
    },
    async getAllData(year: number): Promise<AllData | null> {
      try {
        return (await call(`get-all-data/year/${year}`, envelope(allDataSchema), post({ salt: SALT }))).data;
      } catch (error) {
        if (error instanceof LeagueApiError && error.status === 404) return null;
        throw error;
      }
    },
    async schoolTypeahead(params: { query: string; limit?: number; metro?: string; competition?: string }) {
      const search = new URLSearchParams({ query: params.query, limit: String(params.limit ?? 10) });
      if (params.metro) search.set('metro_name', params.metro);
      if (params.competition) search.set('competition_name', params.competition);
      return (await call(`school-name-typeahead?${search}`, envelope(typeaheadSchema))).data.schools;
    },
    async searchSchoolByName(name: string): Promise<SchoolDetails | null> {
      try {
        const answer = await call(
          'search-school-by-name',
          envelope(schoolDetailsSchema),
          post({ schoolname: name }),
        );
        return schoolDetailsFromContract(answer.data);
      } catch (error) {
        if (error instanceof LeagueApiError && error.status === 404) return null;
        throw error;
      }
    },
    /** The invitation of a link's hash; null when the league does not know it. */
    async getInvitation(hash: string): Promise<Invitation | null> {
      const answer = await call(
        `get-school-info/hash/${encodeURIComponent(hash)}`,
        envelope(schoolInfoSchema),
      );
      return invitationFromContract(answer.data);
    },
    async getCountryRegions() {
      return (await call('get-country-regions-for-select', envelope(countryRegionsSchema))).data.regions;
    },
    async logFrontendError(entry: { site?: string; error: string; uri: string }) {
      await call('log-frontend-error', envelope(z.null()), postChange({ site: 'nswjcl', ...entry }));
    },
    /** Answers `{ result: 1, id }` once the request is stored, and the same again for its idempotency key. */
    async addEnterOnlineRequest(request: Record<string, unknown>) {
      return call(
        'add-enter-online-request',
        z.object({ result: z.literal(1), id: z.number().int().optional() }).loose(),
        postChange(request),
      );
    },
    /** A school's private page by its token's hash (LEAGUE_API_KEY); null when the league knows no such address or match. */
    async getPrivatePage(key: string, request: PrivatePageRequest): Promise<PrivatePage | null> {
      try {
        const answer = await call('get-private-page', envelope(privatePageSchema), withKey(key, request));
        return privatePageFrom(answer.data);
      } catch (error) {
        if (error instanceof LeagueApiError && error.status === 404) return null;
        throw error;
      }
    },
    /** A signed card's photo through a school's address whose match carries it; null when it may not be seen. */
    async getCardPhoto(key: string, request: CardPhotoRequest): Promise<Buffer | null> {
      try {
        const answer = await call('get-card-photo', envelope(cardPhotoSchema), withKey(key, request));
        return Buffer.from(answer.data.jpeg, 'base64');
      } catch (error) {
        if (error instanceof LeagueApiError && error.status === 404) return null;
        throw error;
      }
    },
    /** The listed divisions' matches reported at the league and not yet confirmed or disputed. */
    async getAwaitingMatches(key: string, request: AwaitingMatchesRequest): Promise<AwaitingMatch[]> {
      const answer = await call(
        'get-awaiting-matches',
        envelope(awaitingMatchesSchema),
        withKey(key, request),
      );
      return answer.data;
    },
    /** Stores a school's card action at the league once by its key: stored, duplicate, or refused with why. */
    async addMatchCardEvent(key: string, request: MatchCardEventRequest): Promise<MatchCardEventAnswer> {
      const answer = await call(
        'add-match-card-event',
        envelope(matchCardEventAnswerSchema),
        withKey(key, request),
      );
      return answer.data;
    },
    /** The API's proof-of-work challenge (GET /api/altcha/challenge), or null when it has none. */
    async getAltchaChallenge() {
      let response: Response;
      try {
        response = await fetchImpl(`${site}/api/altcha/challenge`, {
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new LeagueApiError(
          `The league API did not answer altcha/challenge: ${(error as Error).message}`,
        );
      }
      if (response.status === 404) return null;
      if (!response.ok)
        throw new LeagueApiError(
          `The league API refused altcha/challenge: status ${response.status}`,
          response.status,
        );
      const parsed = challengeSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new LeagueApiError("The league API's bot-check challenge is malformed.");
      return parsed.data as unknown as Challenge;
    },
  };
}

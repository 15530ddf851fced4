import { carriesLeagueKey, leagueApiKey } from './league-key';

const KEY = 'a-league-api-key-of-at-least-32-characters';
const headers = (authorization?: string) => new Headers(authorization === undefined ? {} : { authorization });

describe('the key between a relaying site and the league', () => {
  it('is unset, or at least 32 characters', () => {
    expect(leagueApiKey({})).toBeNull();
    expect(leagueApiKey({ LEAGUE_API_KEY: KEY })).toBe(KEY);
    expect(() => leagueApiKey({ LEAGUE_API_KEY: 'short' })).toThrow('at least 32 characters');
  });

  it('is accepted only as the exact bearer token', () => {
    expect(carriesLeagueKey(headers(`Bearer ${KEY}`), KEY)).toBe(true);
    expect(carriesLeagueKey(headers(`Bearer ${KEY}x`), KEY)).toBe(false);
    expect(carriesLeagueKey(headers(`Bearer ${KEY.slice(0, -1)}`), KEY)).toBe(false);
    expect(carriesLeagueKey(headers(KEY), KEY)).toBe(false);
    expect(carriesLeagueKey(headers('Bearer '), KEY)).toBe(false);
    expect(carriesLeagueKey(headers(), KEY)).toBe(false);
  });
});

/**
 * How this site is deployed, read in one place: with its own store of the league's data (the default), or
 * relaying to the league's API (LEAGUE_API_URL, docs/api-contract.md), which then holds the season, the
 * private addresses and every result. Everything that differs between the two asks here.
 */
export type Deployment = { relays: false } | { relays: true; leagueApiUrl: string };

export function deployment(env: Record<string, string | undefined> = process.env): Deployment {
  const url = env.LEAGUE_API_URL;
  return url ? { relays: true, leagueApiUrl: url } : { relays: false };
}

/** The league API's address when this site relays to it, else null. */
export const leagueApiUrl = (): string | null => {
  const found = deployment();
  return found.relays ? found.leagueApiUrl : null;
};

/** Whether this site relays to the league's API rather than keeping the league's data itself. */
export const relaysToLeague = (): boolean => deployment().relays;

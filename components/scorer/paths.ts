/** The scorer's desk addresses, under an official's private address. */
import type { ScorerFilter } from '@/lib/league/cards/urgency';
import { deskPageOf } from '@/lib/league/cards/match-pages';
import { privatePath } from '@/components/cards/private-paths';

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export const deskPath = (token: string, filter?: ScorerFilter, zone?: string) =>
  withQuery(privatePath(token), { show: filter, zone });
export const deskMatchPath = (token: string, key: string) => `${privatePath(token)}${deskPageOf(key)}`;
export const roundCardsPath = (token: string, round: number, zone?: string) =>
  withQuery(`${privatePath(token)}/desk/print`, { round, zone });
export const workbookPath = (token: string, zone?: string) =>
  withQuery(`${privatePath(token)}/desk/workbook`, { zone });

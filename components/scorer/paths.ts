/** The scorer's desk addresses, under an official's private address. */
import type { ScorerFilter } from '@/lib/league/cards/urgency';

const base = (token: string) => `/private/${token}`;

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export const deskPath = (token: string, filter?: ScorerFilter, zone?: string) =>
  withQuery(base(token), { show: filter, zone });
export const deskMatchPath = (token: string, key: string) => `${base(token)}/desk/${key}`;
/** The photo of a signed card: the schools' photo route (D2's), which answers the match's scorer too. */
export const deskPhotoPath = (token: string, key: string, photoId: number) =>
  `${base(token)}/match/${key}/photo/${photoId}`;
export const roundCardsPath = (token: string, round: number, zone?: string) =>
  withQuery(`${base(token)}/desk/print`, { round, zone });
export const workbookPath = (token: string, zone?: string) =>
  withQuery(`${base(token)}/desk/workbook`, { zone });

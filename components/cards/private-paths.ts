/** The private pages' addresses, from the address's token and a match's key (`PA2~r7~1v8`). */
import { cardPageOf } from '@/lib/league/cards/match-pages';

export const privatePath = (token: string) => `/private/${token}`;
export const cardPath = (token: string, key: string) => `${privatePath(token)}${cardPageOf(key)}`;
export const disputePath = (token: string, key: string) => `${cardPath(token, key)}?dispute=1`;
export const printPath = (token: string, key: string) => `${cardPath(token, key)}/print`;
export const photoPath = (token: string, key: string, photoId: number) =>
  `${cardPath(token, key)}/photo/${photoId}`;
/** The match as it is now, saying why the school's action (on the version `shown`) was refused. */
export const refusedPath = (token: string, key: string, kind: string, shown: number | null) =>
  `${cardPath(token, key)}?refused=${kind}${shown === null ? '' : `&shown=${shown}`}`;
export const correctPath = (token: string, key: string) => `${cardPath(token, key)}?correct=1`;

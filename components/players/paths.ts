import { privatePath } from '@/components/cards/private-paths';

/** A school's players' register, at its private address. */
export const playersPath = (token: string) => `${privatePath(token)}/players`;

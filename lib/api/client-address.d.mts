import type { IncomingMessage } from 'node:http';

export const CLIENT_ADDRESS_HEADER: 'x-client-address';
export function trustedHopsFromEnv(env?: Record<string, string | undefined>): number;
export function validAddress(text: unknown): string | null;
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedHops: number,
): string | null;
export function setClientAddress(request: IncomingMessage, trustedHops: number): void;

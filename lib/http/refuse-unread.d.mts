import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export const LINGER_MS: number;
export const DROP_AT_MOST: number;
export function declaresBody(request: IncomingMessage): boolean;
export function refuseUnread(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  text: string,
  lingerMs?: number,
): void;

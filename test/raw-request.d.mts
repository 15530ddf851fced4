import type { Agent, IncomingHttpHeaders } from 'node:http';

export function rawRequest(
  url: string,
  options?: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    timeoutMs?: number;
    /** false: a connection of its own, not a kept-alive one. */
    agent?: Agent | false;
  },
): Promise<{ status: number | undefined; headers: IncomingHttpHeaders; body: Buffer }>;

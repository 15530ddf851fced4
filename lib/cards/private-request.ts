/** What server.mjs asks about a request at a private address, and the answer (lib/cards/private-gate.ts). */
export type PrivateRequest = {
  pathname: string;
  ip: string | null;
  hasBody: boolean;
  /** Content-Length, or null when the body's length is not declared (chunked). */
  declaredBytes: number | null;
  /** The router fetching ahead (`Next-Router-Prefetch`): counted by the page if it renders, as before. */
  prefetch: boolean;
};

export type PrivateRefusal = {
  status: 404 | 411 | 413 | 429 | 503;
  message: string;
  retryAfterSeconds?: number;
  /** The answer as a page, for a visitor who opened the address. */
  page?: string;
};

export type PrivateGateAnswer = PrivateRefusal | { requestHeaders: Record<string, string> };

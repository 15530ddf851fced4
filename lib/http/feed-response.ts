/**
 * The answer of a route that machines poll (calendars, Atom feeds, the sitemap, robots.txt): a charset on
 * its type, the public pages' shared-cache `Cache-Control`, an ETag of its bytes and, where the data says
 * when it last changed, `Last-Modified`. A conditional request for what the client already has gets 304 in
 * server.mjs (lib/http/conditional-answer.mjs), so an answer can be kept and served from the cache. The ETag
 * is weak, so it still names the body once a server compresses it.
 */
import { createHash } from 'node:crypto';
import { sharedCachePolicy } from './security-headers.cjs';

export type FeedAnswer = {
  body: string;
  /** Without parameters: `text/calendar`; `; charset=utf-8` is added. */
  type: string;
  /** When the data last changed (ISO 8601 or a Date), or null when nothing says. */
  lastModified: string | Date | null;
  /** Offered to a browser that saves the file, shown inline. */
  fileName?: string;
};

export function etagOf(body: string): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** HTTP dates have whole seconds; a time that does not parse gives none. */
function httpDate(value: string | Date | null): string | null {
  if (value === null) return null;
  const time = new Date(value).getTime();
  return Number.isFinite(time) ? new Date(Math.floor(time / 1000) * 1000).toUTCString() : null;
}

export function feedResponse(answer: FeedAnswer): Response {
  const lastModified = httpDate(answer.lastModified);
  return new Response(answer.body, {
    headers: {
      ETag: etagOf(answer.body),
      'Cache-Control': sharedCachePolicy(),
      ...(lastModified ? { 'Last-Modified': lastModified } : {}),
      'Content-Type': `${answer.type}; charset=utf-8`,
      ...(answer.fileName
        ? { 'Content-Disposition': `inline; filename="${answer.fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"` }
        : {}),
    },
  });
}

/** A feed or calendar that does not exist: plain words, kept by nobody (it may exist after the next import). */
export function noFeed(text: string): Response {
  return new Response(`${text}\n`, {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/**
 * A conditional GET or HEAD for the copy the client already has gets 304 and no body (RFC 9110 13.1 and
 * 15.4.5), for every answer that carries validators (ETag, Last-Modified). Next does this for the pages it
 * keeps but not for the route answers it keeps (feeds, calendars); so those are made once, validators
 * included, and every request for them is answered from the cache (docs/architecture.md). jshttp's `fresh`
 * was not taken: it sends the whole body to any request with `Cache-Control: no-cache`, which fetch adds to
 * every request with If-None-Match, and the origin is where such a request is meant to be validated.
 */
import onHeaders from 'on-headers';

/** What describes a body, which a 304 has none of. */
const BODY_HEADERS = ['content-type', 'content-length', 'content-encoding', 'content-disposition'];

const opaque = (tag) => tag.trim().replace(/^W\//, '');

/** If-None-Match decides when sent (weak comparison); otherwise If-Modified-Since against Last-Modified. */
function isNotModified(requestHeaders, etag, lastModified) {
  const wanted = requestHeaders['if-none-match'];
  if (wanted !== undefined) {
    if (wanted.trim() === '*') return true;
    return typeof etag === 'string' && wanted.split(',').some((tag) => opaque(tag) === opaque(etag));
  }
  const since = Date.parse(requestHeaders['if-modified-since'] ?? '');
  return typeof lastModified === 'string' && Number.isFinite(since) && Date.parse(lastModified) <= since;
}

export function answerConditionally(request, response) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return;
  if (!request.headers['if-none-match'] && !request.headers['if-modified-since']) return;
  onHeaders(response, () => {
    if (response.statusCode !== 200) return;
    if (!isNotModified(request.headers, response.getHeader('etag'), response.getHeader('last-modified')))
      return;
    // Node sends no body with a 304, whatever is written after.
    response.statusCode = 304;
    for (const name of BODY_HEADERS) response.removeHeader(name);
  });
}

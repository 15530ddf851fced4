/**
 * Applied by server.mjs to every response before Next.js writes it: pages are held back until they
 * are complete, so that their Content-Security-Policy can list the hashes of exactly the inline
 * scripts they contain (a cached page is the same bytes for everyone, so a per-request nonce cannot
 * work for it); the Cache-Control of cached pages is rewritten for shared caches.
 */
import headers from './security-headers.cjs';

const { inlineScriptHashes, pagePolicy, sharedCachePolicy } = headers;

/** Policies of the pages served lately, by ETag: a cached page is hashed once, not per request. */
const policies = new Map();
const MAX_POLICIES = 1000;

function policyFor(body, etag) {
  const known = etag && policies.get(etag);
  if (known) return known;
  const policy = pagePolicy(inlineScriptHashes(body));
  if (etag) {
    if (policies.size >= MAX_POLICIES) policies.delete(policies.keys().next().value);
    policies.set(etag, policy);
  }
  return policy;
}

const isPage = (contentType) => String(contentType ?? '').startsWith('text/html');

export function applyResponsePolicy(request, response) {
  const { setHeader, writeHead, write, end } = response;
  let chunks = null;
  let decided = false;
  let released = false;

  response.setHeader = function (name, value) {
    return setHeader.call(this, name, String(name).toLowerCase() === 'cache-control' ? sharedCachePolicy(value) : value);
  };

  /** Whether this answer is a page to hold back; decided once, when the first byte or header goes out. */
  function holding(headerList) {
    if (released) return false;
    if (decided) return chunks !== null;
    decided = true;
    let contentType = response.getHeader('content-type');
    if (headerList && !Array.isArray(headerList)) {
      for (const [key, value] of Object.entries(headerList)) if (key.toLowerCase() === 'content-type') contentType = value;
    }
    if (isPage(contentType) && request.method !== 'HEAD') chunks = [];
    return chunks !== null;
  }

  response.writeHead = function (statusCode, reason, headerList) {
    if (typeof reason === 'object') [reason, headerList] = [undefined, reason];
    if (!holding(headerList)) return writeHead.apply(this, arguments);
    this.statusCode = statusCode;
    if (reason) this.statusMessage = reason;
    for (const [key, value] of Object.entries(headerList ?? {})) this.setHeader(key, value);
    return this;
  };

  response.write = function (chunk, encoding, callback) {
    if (!holding()) return write.apply(this, arguments);
    if (chunk != null) chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (done) process.nextTick(done);
    return true;
  };

  response.flushHeaders = function () {
    if (!holding()) return Object.getPrototypeOf(this).flushHeaders.call(this);
  };

  response.end = function (chunk, encoding, callback) {
    if (!holding()) return end.apply(this, arguments);
    if (typeof chunk === 'function') [chunk, callback] = [null, chunk];
    else if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    if (chunk != null) chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined));
    const body = Buffer.concat(chunks);
    const etag = this.getHeader('etag');
    if (this.statusCode === 304) {
      // The browser keeps the policy it has for this ETag unless we know the same one to send.
      const known = etag && policies.get(etag);
      if (known) setHeader.call(this, 'Content-Security-Policy', known);
      else this.removeHeader('content-security-policy');
    } else {
      setHeader.call(this, 'Content-Security-Policy', policyFor(body, etag));
    }
    if (this.getHeader('content-length') !== undefined) setHeader.call(this, 'Content-Length', body.length);
    released = true;
    return end.call(this, body, callback);
  };
}

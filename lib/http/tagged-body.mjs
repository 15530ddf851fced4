/**
 * A body Next hands to `end` whole (every page it keeps, and its payloads) goes out as UTF-8 bytes, and a 200
 * to a GET gets an ETag hashed from those bytes (next.config.js turns Next's own off; Next hands a HEAD no body,
 * so it gets none). Node's `Buffer.from` of a page string and Next's ETag, a hash of the string in JavaScript,
 * were a sixth of a cached page's CPU (docs/performance.md, issue 31.22). The tag depends on the bytes only, so
 * every server's copy of a page has the same one, and lib/http/conditional-answer.mjs answers it with 304.
 */
import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';

const encoder = new TextEncoder();
/** UTF-8 needs at most three bytes for a UTF-16 code unit. */
const MAX_BYTES_PER_UNIT = 3;
/** Longer strings are encoded without the scratch buffer, which is kept for the life of the process. */
const SCRATCH_LIMIT = 512 * 1024;
let scratch = Buffer.allocUnsafeSlow(0);

/** The UTF-8 bytes of `text`. Encoding into a kept buffer and copying out is cheaper than Buffer.from. */
export function utf8Bytes(text) {
  if (text.length > SCRATCH_LIMIT) return Buffer.from(text, 'utf8');
  if (scratch.length < text.length * MAX_BYTES_PER_UNIT)
    scratch = Buffer.allocUnsafeSlow(text.length * MAX_BYTES_PER_UNIT);
  const { written } = encoder.encodeInto(text, scratch);
  // A copy: the socket may still hold the bytes after `end` returns.
  return Buffer.from(scratch.subarray(0, written));
}

/** A strong validator for these exact bytes (SHA-1 has hardware support on the machines we measured). */
function entityTag(bytes) {
  return `"${crypto.createHash('sha1').update(bytes).digest('base64url')}"`;
}

/**
 * A page kept for everyone (`Cache-Control: public`) is the same string on every request until an import
 * changes it, so its bytes and tag are made once and kept, bounded by their size; the key is the string
 * itself, so a changed page is a new entry and the old one ages out.
 */
const KEPT_BYTES = 32 * 1024 * 1024;
const made = new LRUCache({
  maxSize: KEPT_BYTES,
  // No one page takes more than an eighth: larger ones are made on each request, as before.
  maxEntrySize: KEPT_BYTES / 8,
  sizeCalculation: (entry, text) => text.length * 2 + entry.bytes.length,
});

function keptBytesAndTag(text) {
  let entry = made.get(text);
  if (!entry) {
    const bytes = utf8Bytes(text);
    entry = { bytes, tag: entityTag(bytes) };
    made.set(text, entry);
  }
  return entry;
}

const isPublic = (response) => /^public\b/.test(String(response.getHeader('cache-control') ?? ''));

const isUtf8 = (encoding) => typeof encoding !== 'string' || /^utf-?8$/i.test(encoding);

/** What `end` was handed, as bytes. */
function bytesOf(chunk, encoding) {
  if (typeof chunk !== 'string') return chunk;
  return isUtf8(encoding) ? utf8Bytes(chunk) : Buffer.from(chunk, encoding);
}

const isTaggable = (request, response) =>
  response.statusCode === 200 &&
  (request.method === 'GET' || request.method === 'HEAD') &&
  !response.headersSent &&
  !response.hasHeader('etag');

/** Installed outside the compression wrapper, so the tag names the bytes before any content coding. */
export function withTaggedBody(request, response) {
  const { end } = response;
  response.end = function (chunk, encoding, callback) {
    if (typeof chunk !== 'string' && !Buffer.isBuffer(chunk)) return end.apply(this, arguments);
    const done = typeof encoding === 'function' ? encoding : callback;
    const taggable = isTaggable(request, response);
    const kept =
      typeof chunk === 'string' && isUtf8(encoding) && taggable && isPublic(response)
        ? keptBytesAndTag(chunk)
        : null;
    const bytes = kept?.bytes ?? bytesOf(chunk, encoding);
    if (taggable) response.setHeader('ETag', kept?.tag ?? entityTag(bytes));
    return end.call(this, bytes, done);
  };
}

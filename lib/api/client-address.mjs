/**
 * The visitor's address, from server.mjs in our own header: Next adds X-Forwarded-For only when absent, so a
 * visitor could otherwise choose their own address. Plain .mjs: server.mjs is not compiled.
 */
import { isIP } from 'node:net';

export const CLIENT_ADDRESS_HEADER = 'x-client-address';

/** TRUSTED_PROXY_HOPS: a whole number of reverse proxies (0 when unset); anything else stops the server. */
export function trustedHopsFromEnv(env = process.env) {
  const text = (env.TRUSTED_PROXY_HOPS ?? '').trim();
  if (text === '') return 0;
  if (!/^\d{1,2}$/.test(text))
    throw new Error(`TRUSTED_PROXY_HOPS must be a whole number of proxies, not "${text}".`);
  return Number(text);
}

/** `text` as a valid IP address (an IPv4 address mapped into IPv6 as plain IPv4), or null. */
export function validAddress(text) {
  if (typeof text !== 'string') return null;
  const address = text.trim();
  if (!isIP(address)) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1] : address.toLowerCase();
}

/**
 * The address `trustedHops` proxies away: the socket's with none, else that many X-Forwarded-For entries from
 * the right (socket rightmost); a shorter chain gives its leftmost, the furthest anyone trusted vouches for.
 */
export function clientAddress(socketAddress, forwardedFor, trustedHops) {
  const forwarded = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const chain = [...forwarded.split(','), socketAddress ?? ''].map((part) => part.trim()).filter(Boolean);
  if (!chain.length) return null;
  return validAddress(chain[Math.max(0, chain.length - 1 - trustedHops)]);
}

/** Replaces whatever X-Client-Address the request arrived with by the address of its connection. */
export function setClientAddress(request, trustedHops) {
  delete request.headers[CLIENT_ADDRESS_HEADER];
  const address = clientAddress(
    request.socket.remoteAddress,
    request.headers['x-forwarded-for'],
    trustedHops,
  );
  if (address) request.headers[CLIENT_ADDRESS_HEADER] = address;
}

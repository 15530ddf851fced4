/**
 * The address server.mjs hands to the route handlers: from the connection, and from X-Forwarded-For
 * only for the trusted proxies' entries, counted from the right; always a valid IP address.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CLIENT_ADDRESS_HEADER,
  clientAddress,
  setClientAddress,
  trustedHopsFromEnv,
  validAddress,
} from './client-address.mjs';

describe('clientAddress', () => {
  it.each([
    [
      'no proxy: the socket, whatever the visitor wrote',
      '192.0.2.1',
      '127.0.0.1, 203.0.113.5',
      0,
      '192.0.2.1',
    ],
    ['no proxy, no header', '192.0.2.1', undefined, 0, '192.0.2.1'],
    [
      'one proxy: the entry it added, not the one the visitor wrote before it',
      '127.0.0.1',
      '10.9.9.9, 198.51.100.7',
      1,
      '198.51.100.7',
    ],
    ['two proxies', '10.0.0.2', '6.6.6.6, 198.51.100.8, 10.0.0.1', 2, '198.51.100.8'],
    ['a proxy that did not add an entry: the socket', '192.0.2.9', undefined, 1, '192.0.2.9'],
    ['repeated headers read as one list', '127.0.0.1', ['6.6.6.6', '198.51.100.9'], 1, '198.51.100.9'],
    ['an IPv4 address mapped into IPv6 is plain IPv4', '::ffff:127.0.0.1', undefined, 0, '127.0.0.1'],
    ['IPv6', '2001:DB8::1', undefined, 0, '2001:db8::1'],
    ['garbage in the trusted place gives nothing', '127.0.0.1', 'x'.repeat(12_000), 1, null],
    ['a port is not an address', '127.0.0.1', '198.51.100.7:4000', 1, null],
    ['no socket address', undefined, undefined, 0, null],
  ])('%s', (_, socket, forwarded, hops, expected) => {
    expect(clientAddress(socket, forwarded, hops)).toBe(expected);
  });
});

describe('validAddress', () => {
  it.each([
    ['10.0.0.1', '10.0.0.1'],
    [' ::1 ', '::1'],
    ['unknown', null],
    ['999.1.1.1', null],
    ['1.2.3.4\u0000', null],
    [undefined, null],
    [42, null],
  ])('%j is %j', (text, expected) => {
    expect(validAddress(text)).toBe(expected);
  });
});

describe('trustedHopsFromEnv', () => {
  it('reads a whole number, 0 when unset', () => {
    expect(trustedHopsFromEnv({})).toBe(0);
    expect(trustedHopsFromEnv({ TRUSTED_PROXY_HOPS: ' 1 ' })).toBe(1);
  });

  it.each(['-1', '1.5', 'one', '999'])('refuses %j', (value) => {
    expect(() => trustedHopsFromEnv({ TRUSTED_PROXY_HOPS: value })).toThrow(
      /TRUSTED_PROXY_HOPS must be a whole number/,
    );
  });
});

describe('setClientAddress on a real connection', () => {
  let server: http.Server;
  let url: string;
  let hops = 0;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      setClientAddress(request, hops);
      response.end(JSON.stringify(request.headers[CLIENT_ADDRESS_HEADER] ?? null));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const seen = async (headers: Record<string, string>) => (await fetch(url, { headers })).json();

  it('overwrites the header a visitor sent with the socket address', async () => {
    hops = 0;
    expect(await seen({ [CLIENT_ADDRESS_HEADER]: '203.0.113.1', 'x-forwarded-for': '203.0.113.2' })).toBe(
      '127.0.0.1',
    );
  });

  it('behind one proxy, takes the entry that proxy added', async () => {
    hops = 1;
    expect(
      await seen({ [CLIENT_ADDRESS_HEADER]: '203.0.113.1', 'x-forwarded-for': '203.0.113.2, 198.51.100.3' }),
    ).toBe('198.51.100.3');
  });

  it("deletes a visitor's header when no valid address can be found", async () => {
    hops = 1;
    expect(
      await seen({ [CLIENT_ADDRESS_HEADER]: '203.0.113.1', 'x-forwarded-for': 'not-an-address' }),
    ).toBeNull();
  });
});

/**
 * One HTTP request sent with exactly the headers given, and its answer as it came over the wire:
 * fetch() would add an Accept-Encoding of its own and decode the body, which hides what a cache or the
 * site's compression did. For the end-to-end tests, the scripts and the benchmark.
 */
import http from 'node:http';

export function rawRequest(url, { method = 'GET', headers = {}, body, timeoutMs = 60_000, agent } = {}) {
  return new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { 'content-length': Buffer.byteLength(body) };
    const request = http.request(url, { method, agent, headers: { ...headers, ...length } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.setTimeout(timeoutMs, () =>
      request.destroy(new Error(`${url} did not answer within ${timeoutMs / 1000} s`)),
    );
    request.on('error', reject);
    request.end(body);
  });
}

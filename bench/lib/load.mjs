/**
 * One load run against one URL: autocannon through its programmatic API, or wrk when installed.
 * Both report successful responses per second and the 50th and 99th percentile latency in ms;
 * non-2xx answers are counted apart, so an error page can never pass for throughput.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

/** @typedef {{ url: string, method?: string, body?: string, headers?: Record<string, string> }} Request */
/** @typedef {{ rps: number, p50: number, p99: number, non2xx: number, errors: number }} Run */

/** @returns {Promise<Run>} */
export async function autocannonRun(request, { connections, seconds }) {
  const result = await autocannon({
    url: request.url,
    method: request.method ?? 'GET',
    body: request.body,
    headers: request.headers,
    connections,
    duration: seconds,
    timeout: 20,
  });
  return {
    rps: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const UNITS = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
const duration = (text) => {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  return match ? Number(match[1]) * UNITS[match[2]] : NaN;
};

/** wrk's text report (with --latency) read back. */
export function parseWrk(text) {
  const requests = Number(/(\d+) requests in ([\d.]+)(us|ms|s|m)/.exec(text)?.[1] ?? NaN);
  const took = /\d+ requests in ([\d.]+(?:us|ms|s|m))/.exec(text)?.[1];
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(text)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  const percentile = (p) => duration(new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(text)?.[1] ?? '');
  return {
    rps: (requests - non2xx) / (duration(took ?? '') / 1000),
    p50: percentile(50),
    p99: percentile(99),
    non2xx,
    errors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}

/** @returns {Promise<Run>} */
export async function wrkRun(request, { connections, seconds, scratchDir }) {
  const args = [
    '-t1',
    `-c${connections}`,
    `-d${Math.max(1, Math.ceil(seconds))}s`,
    '--latency',
    '--timeout',
    '20s',
  ];
  if (request.method && request.method !== 'GET') {
    // wrk sets a method and body only from a Lua script.
    const script = path.join(scratchDir, 'wrk-request.lua');
    const quote = (text) => JSON.stringify(text);
    const headers = Object.entries(request.headers ?? {}).map(
      ([k, v]) => `wrk.headers[${quote(k)}] = ${quote(v)}`,
    );
    fs.writeFileSync(
      script,
      [
        `wrk.method = ${quote(request.method)}`,
        `wrk.body = ${quote(request.body ?? '')}`,
        ...headers,
        '',
      ].join('\n'),
    );
    args.push('-s', script);
  } else {
    for (const [k, v] of Object.entries(request.headers ?? {})) args.push('-H', `${k}: ${v}`);
  }
  args.push(request.url);
  const text = await new Promise((resolve, reject) =>
    execFile('wrk', args, { timeout: (seconds + 60) * 1000 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    ),
  );
  return parseWrk(text);
}

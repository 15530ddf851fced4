/**
 * The visitor's address on the production server (server.mjs), as deploy/nginx.conf runs it:
 * TRUSTED_PROXY_HOPS=1, this test standing in for the proxy on 127.0.0.1. Whatever a visitor writes
 * in X-Forwarded-For (or in our own X-Client-Address) before the proxy's entry is ignored: it buys no
 * fresh allowance and cannot get another address limited. The server is one of this spec's own,
 * with small limits and an empty store, so the shared end-to-end servers' allowances are untouched.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { test, expect } from './fixtures';
import { E2E_PORT } from '../scripts/e2e-servers.mjs';

const LIMIT = 3;
let server: ChildProcess;
let dataDir: string;
let base: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  // Past the three shared servers' ports, one per parallel worker.
  const port = E2E_PORT + 3 + testInfo.parallelIndex;
  base = `http://127.0.0.1:${port}`;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nswjcl-e2e-address-'));
  server = spawn(process.execPath, ['server.mjs'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LEAGUE_API_URL: '',
      TRUSTED_PROXY_HOPS: '1',
      INVITATION_RATE_LIMIT: String(LIMIT),
      ERROR_LOG_RATE_LIMIT: String(LIMIT),
    },
  });
  for (let tries = 0; ; tries += 1) {
    const up = await fetch(`${base}/api/index/get-country-regions-for-select`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (tries > 200) throw new Error('the test server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(async () => {
  server?.kill();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** An invitation look-up as it reaches the site from the proxy, which appended `visitor` to what the browser sent. */
const lookUp = (visitor: string, written?: string) =>
  fetch(`${base}/api/index/get-school-info/hash/0123456789abcdef0123456789ab2030`, {
    headers: {
      'x-forwarded-for': written ? `${written}, ${visitor}` : visitor,
      'x-client-address': written ?? '203.0.113.250',
    },
  }).then((response) => response.status);

test('a visitor who writes a new X-Forwarded-For each time gets no fresh allowance', async () => {
  const statuses = [];
  for (let i = 0; i < LIMIT + 5; i += 1) statuses.push(await lookUp('192.0.2.90', `198.51.100.${i}`));
  expect(statuses).toEqual([...Array(LIMIT).fill(200), ...Array(5).fill(429)]);
});

test('a visitor cannot get another address limited by naming it', async () => {
  for (let i = 0; i < LIMIT + 5; i += 1) await lookUp('192.0.2.91', '127.0.0.1');
  expect(await lookUp('127.0.0.1')).toBe(200);
});

test('error reports are limited per visitor', async () => {
  const token = 'client-address-e2e-token-0123456789';
  const report = (i: number) =>
    fetch(`${base}/api/index/log-frontend-error`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${token}`,
        'x-xsrf-token': token,
        'x-forwarded-for': `198.51.100.${i}, 192.0.2.92`,
      },
      body: JSON.stringify({ site: 'nswjcl', error: `Error ${i}`, uri: '/' }),
    }).then((response) => response.status);
  const statuses = [];
  for (let i = 0; i < LIMIT + 2; i += 1) statuses.push(await report(i));
  expect(statuses).toEqual([...Array(LIMIT).fill(200), 429, 429]);
});

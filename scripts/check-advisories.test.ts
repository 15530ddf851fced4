/**
 * scripts/check-advisories.mjs on a small project of its own, against a stand-in registry: a package
 * installed at another version than the lock pins fails, a known advisory fails, and a registry
 * without the advisory endpoint is said plainly (and fails only with --require-advisories).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { execFile } from 'node:child_process';

const SCRIPT = path.join(__dirname, 'check-advisories.mjs');
let root: string;
let registry: string;
let server: http.Server;
let answer: { status: number; body: unknown } = { status: 200, body: {} };
let asked: Record<string, string[]> | null = null;
/** The versions the stand-in registry lists for each package (GET /{name}). */
let releases: Record<string, string[]> = {};

function write(file: string, value: unknown) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), JSON.stringify(value));
}

function project(installed: string) {
  write('package.json', {
    dependencies: { left: '1.2.3', right: '^2.0.0', next: '16.4.5' },
    devDependencies: { tool: '^9.0.0' },
  });
  write('package-lock.json', {
    lockfileVersion: 3,
    packages: {
      '': { dependencies: { left: '1.2.3', right: '^2.0.0' } },
      'node_modules/left': { version: '1.2.3' },
      'node_modules/next': { version: '16.4.5' },
      'node_modules/right': { version: '2.0.1' },
      'node_modules/right/node_modules/deep': { version: '0.1.0' },
      'node_modules/tool': { version: '9.9.9', dev: true },
    },
  });
  write('node_modules/left/package.json', { name: 'left', version: installed });
  write('node_modules/right/package.json', { name: 'right', version: '2.0.1' });
  write('node_modules/next/package.json', { name: 'next', version: '16.4.5' });
}

function run(...extra: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [SCRIPT, '--root', root, '--registry', registry, ...extra],
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code) : 0, output: stdout + stderr });
      },
    );
  });
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'nswjcl-advisories-'));
  server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const listed = request.method === 'GET' && releases[decodeURIComponent(request.url!.slice(1))];
    if (listed) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ versions: Object.fromEntries(listed.map((v) => [v, {}])) }));
      return;
    }
    asked =
      request.url === '/-/npm/v1/security/advisories/bulk' && request.method === 'POST'
        ? JSON.parse(Buffer.concat(chunks).toString())
        : null;
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  registry = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});
beforeEach(() => {
  project('1.2.3');
  answer = { status: 200, body: {} };
  asked = null;
  releases = { next: ['16.3.9', '16.4.4', '16.4.5', '16.5.0-canary.3', '17.0.0'] };
});

it('passes a project installed as locked with no advisories, asking about runtime packages only', async () => {
  const { code, output } = await run();
  expect(code).toBe(0);
  expect(asked).toEqual({ left: ['1.2.3'], next: ['16.4.5'], right: ['2.0.1'], deep: ['0.1.0'] });
  expect(output).toMatch(/next 16\.4\.5 is the newest patch release of 16\.4/);
  expect(output).toMatch(/right is "\^2\.0\.0" in package\.json, not one exact version/);
  expect(output).toMatch(/3 installed as locked/);
});

it('fails a dependency installed at another version than the lock pins', async () => {
  project('1.2.4');
  const { code, output } = await run();
  expect(code).toBe(1);
  expect(output).toMatch(/left: installed 1\.2\.4, the lock pins 1\.2\.3/);
});

it('fails on a known advisory', async () => {
  answer = {
    status: 200,
    body: {
      deep: [
        {
          id: 1,
          title: 'Prototype pollution',
          severity: 'high',
          vulnerable_versions: '<0.2.0',
          url: 'https://example.org/advisory/1',
        },
      ],
    },
  };
  const { code, output } = await run();
  expect(code).toBe(1);
  expect(output).toMatch(/deep <0\.2\.0: high Prototype pollution https:\/\/example\.org\/advisory\/1/);
});

it('says when the registry has no advisory endpoint, and fails then only when advisories are required', async () => {
  answer = { status: 405, body: {} };
  const plain = await run();
  expect(plain.code).toBe(0);
  expect(plain.output).toMatch(
    /Advisories: not checked, .* does not answer the bulk advisory endpoint \(405 Method Not Allowed\)/,
  );
  expect((await run('--require-advisories')).code).toBe(2);
});

it('fails when the framework is behind the newest patch release of its minor line', async () => {
  releases.next!.push('16.4.6');
  const { code, output } = await run();
  expect(code).toBe(1);
  expect(output).toMatch(
    /next 16\.4\.5 is behind 16\.4\.6, the newest patch release of 16\.4: npm install --save-exact next@16\.4\.6/,
  );
});

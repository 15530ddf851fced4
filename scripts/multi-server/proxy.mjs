/**
 * deploy/nginx.conf in front of the servers, as the README runs several: the load balancer the
 * entry requests go through while one server is killed.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { writeNginxConfig } from '../nginx-config.mjs';
import { freePort } from '../durability/server.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startProxy({ root, servers }) {
  const prefix = path.join(root, 'nginx');
  const port = await freePort();
  const conf = writeNginxConfig(prefix, { port, upstreams: servers.map((s) => `127.0.0.1:${s.port}`) });
  const log = fs.openSync(path.join(root, 'nginx.log'), 'a');
  const child = spawn('nginx', ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', log, log] });
  fs.closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); Date.now() - started < 20_000; await sleep(200)) {
    if (child.exitCode !== null) throw new Error(`nginx stopped at once: see ${path.join(root, 'nginx.log')} and ${path.join(prefix, 'error.log')}`);
    const answer = await fetch(`${url}/home`).catch(() => null);
    if (answer?.ok) return { url, stop: () => stopProxy(child) };
  }
  child.kill('SIGQUIT');
  throw new Error('nginx did not answer within 20 s');
}

async function stopProxy(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // SIGQUIT: nginx's graceful stop, which takes its workers with it.
  child.kill('SIGQUIT');
  await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
}

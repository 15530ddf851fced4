/**
 * deploy/nginx.conf in front of the servers, as the README runs several: the load balancer the
 * entry requests go through while one server is killed, and a photo card goes through; its logs under
 * `root/name`.
 */
import path from 'node:path';
import { writeNginxConfig } from '../nginx-config.mjs';
import { freePort, startProcess, stopProcess } from '../durability/server.mjs';

export async function startProxy({ root, servers, name = 'nginx' }) {
  const prefix = path.join(root, name);
  const port = await freePort();
  const conf = writeNginxConfig(prefix, { port, upstreams: servers.map((s) => `127.0.0.1:${s.port}`) });
  const url = `http://127.0.0.1:${port}`;
  const nginx = await startProcess({
    label: `nginx (its own log: ${path.join(prefix, 'error.log')})`,
    command: 'nginx',
    args: ['-p', prefix, '-c', conf, '-g', 'daemon off;'],
    logFile: path.join(root, 'nginx.log'),
    readyUrl: `${url}/home`,
    readyTimeoutMs: 20_000,
  });
  // SIGQUIT: nginx's graceful stop, which takes its workers with it.
  return {
    url,
    accessLog: path.join(prefix, 'access.log'),
    errorLog: path.join(prefix, 'error.log'),
    stop: () => stopProcess(nginx, 'SIGQUIT', 10_000),
  };
}

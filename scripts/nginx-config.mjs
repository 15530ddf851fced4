/**
 * deploy/nginx.conf as a test or the benchmark runs it: in the foreground under a prefix of its own,
 * with only its cache path, log folder, listening port and upstream servers replaced, so what is checked
 * is the file a league installs, its logging included.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEPLOY_CONF = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'deploy',
  'nginx.conf',
);

/** deploy/nginx.conf with this run's cache path, log folder, port and upstream servers (`host:port` each). */
export function siteConfig(
  { cachePath, logPath, port, upstreams },
  text = fs.readFileSync(DEPLOY_CONF, 'utf8'),
) {
  const replace = (source, pattern, value, what) => {
    const all = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`);
    if (!all.test(source)) throw new Error(`deploy/nginx.conf: cannot find ${what} (${pattern}) to replace.`);
    return source.replace(all, value);
  };
  let out = replace(text, /proxy_cache_path\s+\S+/, `proxy_cache_path ${cachePath}`, 'the proxy_cache_path');
  out = replace(out, /\/var\/log\/nginx\//, `${logPath}/`, 'the log folder /var/log/nginx/');
  out = replace(out, /listen\s+80\s*;/, `listen 127.0.0.1:${port};`, 'listen 80;');
  // IPv6 may be missing on the machine; the IPv4 listener is enough here.
  out = out.replace(/^\s*listen\s+\[::\]:80\s*;\s*$/gm, '');
  return replace(
    out,
    /(?:^[ \t]*server\s+127\.0\.0\.1:\d+\b[^;\n]*;[ \t]*\n)+/m,
    upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=10s;\n`).join(''),
    'the upstream servers 127.0.0.1:3000…',
  );
}

/**
 * The main configuration around the site's: everything nginx writes stays under `prefix`; `extra`
 * is more of the http block (the benchmark's file server). Writes both files and returns the main one.
 */
export function writeNginxConfig(prefix, site, extra = '') {
  const at = (name) => path.join(prefix, name);
  fs.mkdirSync(prefix, { recursive: true });
  fs.writeFileSync(at('site.conf'), siteConfig({ ...site, cachePath: at('cache'), logPath: prefix }));
  const main = `# Written for one run; the site's part is deploy/nginx.conf.
worker_processes 1;
${process.getuid?.() === 0 ? 'user root;' : ''}
error_log ${at('error.log')} warn;
pid ${at('nginx.pid')};
events { worker_connections 4096; }
http {
  access_log ${at('access.log')};
  sendfile on;
  tcp_nopush on;
  client_body_temp_path ${at('client_body')};
  proxy_temp_path ${at('proxy_temp')};
  fastcgi_temp_path ${at('fastcgi_temp')};
  uwsgi_temp_path ${at('uwsgi_temp')};
  scgi_temp_path ${at('scgi_temp')};
  types { text/html html; application/json json; text/calendar ics; }
  default_type application/octet-stream;
${extra}
  include ${at('site.conf')};
}
`;
  fs.writeFileSync(at('nginx.conf'), main);
  return at('nginx.conf');
}

/**
 * The runtime floor: Node's own `http` server sending bytes it holds in memory, with no framework.
 * `node bench/lib/runtime-floor.mjs PORT DIR` serves DIR's files at /NAME.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const [port, dir] = process.argv.slice(2);
const TYPES = { '.html': 'text/html; charset=utf-8', '.json': 'application/json' };
const bodies = new Map(
  fs.readdirSync(dir).map((name) => [
    `/${name}`,
    {
      body: fs.readFileSync(path.join(dir, name)),
      type: TYPES[path.extname(name)] ?? 'application/octet-stream',
    },
  ]),
);

http
  .createServer((request, response) => {
    const found = bodies.get(request.url ?? '');
    if (request.url === '/ready') {
      response.end('ok');
      return;
    }
    if (!found) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': found.type, 'content-length': found.body.length });
    response.end(found.body);
  })
  .listen(Number(port), '127.0.0.1');

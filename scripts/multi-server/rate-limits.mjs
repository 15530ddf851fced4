/**
 * Rate limits are counted once for all servers (in their shared PostgreSQL): `limit` error reports a
 * minute per address, sent round the servers, spend one allowance; then every server refuses that
 * address, and still answers another.
 */
import crypto from 'node:crypto';

/** An address of this run alone (the database is new, but the addresses need not collide either). */
function freshAddress() {
  return `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
}

async function report(server, address, i) {
  const token = crypto.randomBytes(24).toString('base64url');
  const response = await fetch(`${server.url}/api/index/log-frontend-error`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': address,
      cookie: `XSRF-TOKEN=${token}`,
      'x-xsrf-token': token,
    },
    body: JSON.stringify({ site: 'multi-server', error: `report ${i}`, uri: '/home' }),
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
  return response.status;
}

export async function checkSharedRateLimit({ servers, limit }) {
  const problems = [];
  const limited = freshAddress();
  const statuses = [];
  for (let i = 0; i < limit; i += 1) statuses.push(await report(servers[i % servers.length], limited, i));
  // Over the allowance on one server: refused by each of them.
  for (const server of servers) statuses.push(await report(server, limited, statuses.length));
  const expected = [...Array(limit).fill(200), ...Array(servers.length).fill(429)];
  if (statuses.join() !== expected.join()) {
    problems.push(
      `rate limit: ${statuses.length} reports from one address round ${servers.length} servers were answered ${statuses.join(', ')}, not ${expected.join(', ')}`,
    );
  }
  const other = freshAddress();
  const others = [];
  for (const server of servers) others.push(await report(server, other, others.length));
  if (others.some((status) => status !== 200))
    problems.push(
      `rate limit: another address was answered ${others.join(', ')} by the servers, not 200 by each`,
    );
  return { problems, statuses, otherAddress: others };
}

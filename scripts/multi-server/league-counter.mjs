/**
 * A pass-through in front of the league's server that counts every delivery of an entry request by
 * its idempotency key: the league stores a repeated key once, so only here would a second delivery
 * by another site server show. Each delivery is held back `delayMs`, as a distant league's would be,
 * so that the servers' workers overlap: without their row locks they would send the same requests.
 */
import http from 'node:http';

export async function startLeagueCounter(leaguePort, { delayMs = 100 } = {}) {
  const deliveries = new Map();
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks);
      if (request.method === 'POST' && request.url === '/api/index/add-enter-online-request') {
        try {
          const key = JSON.parse(body.toString('utf8')).idempotency_key;
          deliveries.set(key, (deliveries.get(key) ?? 0) + 1);
        } catch {
          // not an entry request: the league answers it as it likes
        }
        await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: leaguePort,
          method: request.method,
          path: request.url,
          headers: request.headers,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => {
        if (!response.headersSent) response.writeHead(502);
        response.end();
      });
      upstream.end(body);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    deliveries,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

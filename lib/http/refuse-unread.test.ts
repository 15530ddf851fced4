/**
 * A refused request whose body is not read: its answer reaches a client still sending the body, and the
 * connection closes when the body ends or, for one still sending, once the linger has passed.
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { DROP_AT_MOST, refuseUnread } from './refuse-unread.mjs';

let server: http.Server;
let port: number;
let lingerMs = 300;
/** How many bytes the server read of each connection, once it has closed. */
let serverRead: Promise<number>;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const { socket } = request;
    serverRead = new Promise((resolve) => socket.on('close', () => resolve(socket.bytesRead)));
    refuseUnread(request, response, 404, { 'content-type': 'text/plain' }, 'Not found\n', lingerMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

type Exchange = { answer: string; error: string | null; closedAfterMs: number };

/** Sends a request head and `sendBytes` of its body, then waits for the server to close. */
function exchange(head: string, sendBytes: number): Promise<Exchange> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect({ port, host: '127.0.0.1' });
    let answer = '';
    let error: string | null = null;
    socket.on('connect', () => {
      socket.write(head);
      if (sendBytes) socket.write(Buffer.alloc(sendBytes, 'x'));
    });
    socket.on('data', (data) => (answer += data.toString('latin1')));
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on('close', () => resolve({ answer, error, closedAfterMs: Date.now() - started }));
  });
}

const post = (declared: number) =>
  `POST /private/x HTTP/1.1\r\nhost: a\r\ncontent-length: ${declared}\r\n\r\n`;

test('a post still sending its body reads the whole answer, and the connection closes after the linger', async () => {
  lingerMs = 300;
  const { answer, error, closedAfterMs } = await exchange(post(10 * 1024 * 1024), 64 * 1024);
  expect(answer).toMatch(/^HTTP\/1\.1 404 /);
  expect(answer).toMatch(/\r\nconnection: close\r\n/i);
  expect(answer).toMatch(/\r\ncontent-length: 10\r\n/i);
  expect(answer.endsWith('\r\n\r\nNot found\n')).toBe(true);
  expect(error).toBeNull();
  expect(closedAfterMs).toBeGreaterThanOrEqual(250);
});

test('a post whose whole body arrives is closed when it ends, not after the linger', async () => {
  lingerMs = 60_000;
  const { answer, error } = await exchange(post(DROP_AT_MOST / 2), DROP_AT_MOST / 2);
  expect(answer).toMatch(/^HTTP\/1\.1 404 /);
  expect(error).toBeNull();
});

test('past what is dropped, the rest is left unread, and a client still sending has its answer before the close', async () => {
  lingerMs = 300;
  const { answer, closedAfterMs } = await exchange(post(10 * 1024 * 1024), 4 * DROP_AT_MOST);
  expect(answer).toMatch(/^HTTP\/1\.1 404 /);
  expect(answer.endsWith('\r\n\r\nNot found\n')).toBe(true);
  expect(closedAfterMs).toBeGreaterThanOrEqual(250);
  expect(await serverRead).toBeLessThan(2 * DROP_AT_MOST);
});

test('a request without a body is answered at once and its connection kept', async () => {
  const socket = net.connect({ port, host: '127.0.0.1' });
  const answers: string[] = [];
  await new Promise<void>((resolve) => {
    socket.on('data', (data) => {
      answers.push(data.toString('latin1'));
      if (answers.length === 1) socket.write('GET /private/y HTTP/1.1\r\nhost: a\r\n\r\n');
      else resolve();
    });
    socket.write('GET /private/x HTTP/1.1\r\nhost: a\r\n\r\n');
  });
  socket.destroy();
  expect(answers.every((answer) => /^HTTP\/1\.1 404 /.test(answer))).toBe(true);
  expect(answers[0]).not.toMatch(/connection: close/i);
});

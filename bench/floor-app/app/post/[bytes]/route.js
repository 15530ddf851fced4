/**
 * A bare POST answer of exactly `bytes` bytes of JSON after reading a JSON body, as the league contract's
 * data call does: the floor of a route Next runs for every request.
 */
import { textOf } from '../../sizes.js';

const OPEN = '{"result":1,"data":"';
const CLOSE = '"}';
/** Each size's body, made on its first request: the floor does no work a kept answer would not. */
const made = new Map();

export async function POST(request, { params }) {
  const { bytes } = await params;
  await request.json();
  if (!made.has(bytes)) {
    const text = textOf(bytes, OPEN.length + CLOSE.length);
    made.set(bytes, text === null ? null : `${OPEN}${text}${CLOSE}`);
  }
  const body = made.get(bytes);
  if (body === null) return new Response('Not found\n', { status: 404 });
  return new Response(body, { headers: { 'content-type': 'application/json' } });
}

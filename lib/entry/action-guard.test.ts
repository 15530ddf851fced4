import { MAX_ACTION_BYTES, checkActionRequest, jsonDepth, mayBeServerAction } from './action-guard';

const SITE = 'http://league.test';
function action(body: BodyInit, headers: Record<string, string> = {}) {
  return new Request(`${SITE}/enter-online`, {
    method: 'POST',
    headers: {
      host: 'league.test',
      origin: SITE,
      'next-action': 'abc',
      'content-type': 'text/plain;charset=UTF-8',
      ...headers,
    },
    body,
  });
}
const call = JSON.stringify([{ mode: 'metropolitan_primary', school: { name: 'A "quoted" [school]' } }]);

describe('a server action request', () => {
  it('from the site, small JSON in text/plain, goes on to Next.js', async () => {
    expect(await checkActionRequest(action(call))).toBeNull();
  });

  it.each([
    ['a foreign Origin', () => action(call, { origin: 'https://evil.example' }), 403],
    ['a null Origin', () => action(call, { origin: 'null' }), 403],
    ['a compressed body', () => action(call, { 'content-encoding': 'gzip' }), 415],
    ['multipart', () => action('x', { 'content-type': 'multipart/form-data; boundary=x' }), 415],
    ['bytes that are not UTF-8', () => action(new Uint8Array([0xff, 0xfe, 0x7b])), 400],
    ['text that is not JSON', () => action('{not json'), 400],
    ['nesting 50,000 deep', () => action('['.repeat(50_000) + ']'.repeat(50_000)), 400],
    ['a body over the limit', () => action(JSON.stringify(['x'.repeat(MAX_ACTION_BYTES)])), 413],
  ])('with %s is refused', async (_, make, status) => {
    expect((await checkActionRequest(make()))?.status).toBe(status);
  });

  it('counts nesting outside strings only', () => {
    expect(jsonDepth('[{"a":"[[[{{{\\"]]]"}]')).toBe(2);
  });
});

/** A plain form post, as a browser without JavaScript sends one: multipart, no Next-Action. */
function formPost(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const encoded = new Request(`${SITE}/enter-online`, { method: 'POST', body: form });
  return new Request(encoded, {
    headers: {
      host: 'league.test',
      origin: SITE,
      'content-type': encoded.headers.get('content-type')!,
      ...headers,
    },
  });
}

describe('a plain form post', () => {
  it('is taken for a possible server action, as Next.js takes it', () => {
    expect(mayBeServerAction(formPost({ a: '1' }))).toBe(true);
    expect(mayBeServerAction(new Request(`${SITE}/home`))).toBe(false);
  });

  it('from the site, small, is refused too: no page of the site takes one', async () => {
    expect(await checkActionRequest(formPost({ name: 'A [school]' }))).toEqual({
      status: 400,
      reason: 'no page of this site takes a form post',
    });
  });

  it('to a route handler is not a server action', () => {
    expect(
      mayBeServerAction(
        new Request(`${SITE}/api/index/log-frontend-error`, { method: 'POST', body: new FormData() }),
      ),
    ).toBe(false);
  });

  it.each([
    ['a foreign Origin', () => formPost({ a: '1' }, { origin: 'https://evil.example' }), 403],
    ['a null Origin', () => formPost({ a: '1' }, { origin: 'null' }), 403],
    ['a body over the limit', () => formPost({ comments: 'x'.repeat(MAX_ACTION_BYTES) }), 413],
    [
      'a field nested 50,000 deep',
      () => formPost({ '$ACTION_1:0': '['.repeat(50_000) + ']'.repeat(50_000) }),
      400,
    ],
    [
      'a body that is not multipart',
      () => formPost({ a: '1' }, { 'content-type': 'multipart/form-data; boundary=nothere' }),
      400,
    ],
  ])('with %s is refused', async (_, make, status) => {
    expect((await checkActionRequest(make()))?.status).toBe(status);
  });
});

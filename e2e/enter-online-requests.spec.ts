/**
 * What the entry form's server side answers to requests no browser of ours sends: a server action
 * from another site, in another encoding, nested 50,000 deep or 5 MB long, each a 4xx and never a
 * 500; and the invitation look-up's hash rule and caching.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

const SUMMER_HILL = '99a3daecf0aae047e5b00712b9e067ad';

/** The entry form's server action id, as the page's own script calls it. */
async function actionId(page: Page): Promise<string> {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''));
  });
  await page.goto('/enter-online');
  await expect(page.getByRole('button', { name: 'Send request' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const text of scripts) {
    const found = /createServerReference\)\("([0-9a-f]{40,})",[^)]*"sendEntryRequest"\)/.exec(text);
    if (found) return found[1]!;
  }
  throw new Error('The entry form calls no server action named sendEntryRequest');
}

test.describe('the entry server action', () => {
  test('answers hostile requests with a 4xx, and a real one as before', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const id = await actionId(page);
    const post = (body: string | Buffer, headers: Record<string, string> = {}) =>
      page.request.post('/enter-online', {
        headers: {
          'next-action': id,
          'content-type': 'text/plain;charset=UTF-8',
          origin: baseURL!,
          accept: 'text/x-component',
          ...headers,
        },
        data: body,
        failOnStatusCode: false,
      });
    const call = JSON.stringify([{ mode: 'metropolitan_primary' }]);

    const real = await post(call);
    expect(real.status()).toBe(200);
    expect(await real.text()).toContain('"status":"invalid"');

    const hostile: Record<string, () => ReturnType<typeof post>> = {
      'a foreign Origin': () => post(call, { origin: 'https://evil.example' }),
      'a null Origin': () => post(call, { origin: 'null' }),
      'bytes that are not UTF-8': () => post(Buffer.from([0xff, 0xfe, 0x7b, 0x22, 0x61])),
      'text that is not JSON': () => post('{not json'),
      'a multipart body that is not one': () =>
        post('garbage', { 'content-type': 'multipart/form-data; boundary=x' }),
      'a compressed body': () => post(call, { 'content-encoding': 'gzip' }),
      'nesting 50,000 deep': () => post('['.repeat(50_000) + ']'.repeat(50_000)),
      'objects nested 50,000 deep': () => post('[' + '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000) + ']'),
      'a 5 MB body': () => post(JSON.stringify([{ comments: 'x'.repeat(5 * 1024 * 1024) }])),
    };
    for (const [name, send] of Object.entries(hostile)) {
      const answer = await send();
      expect(answer.status(), name).toBeGreaterThanOrEqual(400);
      expect(answer.status(), name).toBeLessThan(500);
    }
  });
});

test.describe('a plain form post (no Next-Action: the path without JavaScript)', () => {
  test('is refused like a server action call when it comes from another site, is too big or nests too deep, and at all', async ({
    request,
    baseURL,
  }) => {
    const post = (address: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
      request.post(address, {
        multipart: fields,
        headers: { origin: baseURL!, ...headers },
        failOnStatusCode: false,
      });
    const hostile: [string, () => ReturnType<typeof post>, number][] = [
      [
        'a foreign Origin',
        () => post('/enter-online', { $ACTION_ID_0: '1' }, { origin: 'https://evil.example' }),
        403,
      ],
      ['a null Origin', () => post('/enter-online', { $ACTION_ID_0: '1' }, { origin: 'null' }), 403],
      ['a 5 MB body', () => post('/enter-online', { comments: 'x'.repeat(5 * 1024 * 1024) }), 413],
      [
        'a field nested 50,000 deep',
        () =>
          post('/enter-online', {
            $ACTION_REF_1: '',
            '$ACTION_1:0': '['.repeat(50_000) + ']'.repeat(50_000),
          }),
        400,
      ],
      [
        'a foreign Origin on a cached page',
        () => post('/home', { $ACTION_ID_0: '1' }, { origin: 'https://evil.example' }),
        403,
      ],
      [
        'a form post from the site (no page of the site takes one)',
        () => post('/home', { $ACTION_ID_0: '1' }),
        400,
      ],
    ];
    for (const [name, send, status] of hostile) {
      const answer = await send();
      expect(answer.status(), name).toBe(status);
      expect(answer.headers()['cache-control'], name).toBe('no-store');
    }
    // The entry form still answers the next visitor.
    const form = await request.get('/enter-online');
    expect(form.status()).toBe(200);
  });
});

test.describe('an invitation look-up', () => {
  test('is never cached and refuses a hash shorter than 128 bits', async ({ request }) => {
    const api = await request.get(`/api/index/get-school-info/hash/${SUMMER_HILL}`);
    expect(api.status()).toBe(200);
    expect(api.headers()['cache-control']).toMatch(/private.*no-store|no-store.*private/);
    expect((await api.json()).data.coordinators.length).toBeGreaterThan(0);
    const page = await request.get(`/enter-online/${SUMMER_HILL}`);
    expect(page.headers()['cache-control']).toMatch(/private.*no-store|no-store.*private/);

    // 16 characters of base64url carry 96 bits: not a hash the league makes.
    const short = await request.get('/api/index/get-school-info/hash/abcdefghijklmnop');
    expect(short.status()).toBe(400);
    const shortPage = await request.get('/enter-online/abcdefghijklmnopqrstu');
    expect(shortPage.headers()['cache-control']).toMatch(/no-store/);
  });
});

import { MAX_CARD_ACTION_BYTES, checkCardAction, isCardAction, ownFormPostOrigin } from './action-guard';

const SITE = 'http://league.test';
const PAGE = `${SITE}/private/Qk9fT0tFTl9PRl9BX1NDSE9PTA/match/PA2~r7~7v1`;

/** A match card's server action as React sends one with a FormData argument: multipart, with Next-Action. */
function cardAction(form: FormData, headers: Record<string, string> = {}, url = PAGE) {
  const encoded = new Request(url, { method: 'POST', body: form });
  return new Request(encoded, {
    headers: {
      host: 'league.test',
      origin: SITE,
      'next-action': 'abc',
      'content-type': encoded.headers.get('content-type')!,
      ...headers,
    },
  });
}

function card(photoBytes = 1000): FormData {
  const form = new FormData();
  form.set('1_board-1', '1-0');
  form.set('1_key', 'card-0123456789abcdef0123');
  form.set('1_photo', new Blob([new Uint8Array(photoBytes).fill(0xff)], { type: 'image/jpeg' }), 'card.jpg');
  return form;
}

describe("a match card's server action", () => {
  it('is the multipart action of a private page, and only that', () => {
    expect(isCardAction(cardAction(card()))).toBe(true);
    expect(isCardAction(cardAction(card(), {}, `${SITE}/enter-online`))).toBe(false);
    expect(isCardAction(cardAction(card(), { 'next-action': '' }, PAGE))).toBe(true);
    const plain = new Request(PAGE, { method: 'POST', headers: { 'next-action': 'abc' }, body: '[]' });
    expect(isCardAction(plain)).toBe(false);
  });

  it('posted as a plain form, without JavaScript, has the same checks', async () => {
    const post = (headers: Record<string, string> = {}, photo = 1000) => {
      const request = cardAction(card(photo), headers);
      request.headers.delete('next-action');
      return request;
    };
    expect(isCardAction(post())).toBe(true);
    expect(await checkCardAction(post())).toBeNull();
    expect((await checkCardAction(post({ origin: 'https://evil.example' })))?.status).toBe(403);
    // A private page's no-referrer policy hides its origin; the browser's fetch metadata says it is ours.
    const hidden = post({ origin: 'null', 'sec-fetch-site': 'same-origin' });
    expect(await checkCardAction(hidden)).toBeNull();
    expect(ownFormPostOrigin(hidden.headers)).toBe('http://league.test');
    for (const site of ['cross-site', 'same-site', 'none']) {
      const other = post({ origin: 'null', 'sec-fetch-site': site });
      expect((await checkCardAction(other))?.status).toBe(403);
      expect(ownFormPostOrigin(other.headers)).toBeNull();
    }
    expect(ownFormPostOrigin(post({ 'sec-fetch-site': 'same-origin' }).headers)).toBeNull();
    expect((await checkCardAction(post({}, MAX_CARD_ACTION_BYTES)))?.status).toBe(413);
  });

  it('from the site, with a photo of nearly 10 MB, goes on to Next.js', async () => {
    expect(await checkCardAction(cardAction(card(10 * 1024 * 1024)))).toBeNull();
  });

  it.each([
    ['a foreign Origin', () => cardAction(card(), { origin: 'https://evil.example' }), 403],
    ['a null Origin', () => cardAction(card(), { origin: 'null' }), 403],
    ['a compressed body', () => cardAction(card(), { 'content-encoding': 'gzip' }), 415],
    ['a body over the photo limit', () => cardAction(card(MAX_CARD_ACTION_BYTES)), 413],
    [
      'a declared length over the limit',
      () => cardAction(card(), { 'content-length': String(MAX_CARD_ACTION_BYTES + 1) }),
      413,
    ],
    [
      'a field nested 50,000 deep',
      () => {
        const form = card();
        form.set('0', '['.repeat(50_000) + ']'.repeat(50_000));
        return cardAction(form);
      },
      400,
    ],
    [
      'a body that is not multipart',
      () => new Request(cardAction(card()), { body: 'not a form', method: 'POST' }),
      400,
    ],
  ])('with %s is refused', async (_, make, status) => {
    expect((await checkCardAction(make()))?.status).toBe(status);
  });
});

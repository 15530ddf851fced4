/**
 * A school's match card forms as the people who use them meet them (issue 31): without JavaScript (a school
 * laptop with scripts blocked, a phone whose script did not load), a dispute that says nothing, a tab left
 * open after the match changed, a corrected card, a scorer's correction, and the pages they lead to at three
 * widths. Writes only IE1 round 3 (2v8, 3v1, 4v7, 5v6) and round 4 (8v6, 7v5), which no other spec touches.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { phonePhoto } from '../test/phone-photo.mjs';
import { test, expect } from './fixtures';
import { MatchCardPage, privateAddresses, schoolAddresses } from './pages/match-cards';
import { SiteLayout } from './pages/layout';
import { expectNothingSpillsOut, expectTappable, printedPages } from './pages/fit-checks';

const SCORE = ['1–0', '½–½', '1–0', '0–1'];

/** A phone at 375 px whose script did not load. */
async function withoutScript(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    viewport: { width: 375, height: 740 },
  });
  return context.newPage();
}

const history = (page: Page) => page.getByRole('region', { name: 'What happened' }).getByRole('listitem');

test.describe('match card forms', () => {
  test.describe.configure({ mode: 'serial' });
  let schools: Map<string, string>;
  const match = (school: string, key: string) => `${schools.get(school)!}/match/${key}`;
  test.beforeAll(() => {
    schools = schoolAddresses(2026);
  });

  test('without JavaScript a school sends its card and the other confirms it; the same post twice stores one card', async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const KEY = 'IE1~r3~2v8';
    const page = await withoutScript(browser, baseURL);
    const posts: { body: Buffer; headers: Record<string, string> }[] = [];
    await page.route(
      (url) => decodeURIComponent(url.pathname).endsWith(`/match/${KEY}`),
      async (route) => {
        const request = route.request();
        if (request.method() === 'POST')
          posts.push({ body: request.postDataBuffer()!, headers: await request.allHeaders() });
        await route.continue();
      },
    );
    const home = match('Scots', KEY);
    const card = new MatchCardPage(page);
    await card.report(home, SCORE, await phonePhoto());
    await expect(page.getByRole('status')).toHaveText(/^Your card is sent\. Marcellin Randwick is asked/);
    await expect(card.state).toHaveText('Reported by you — waiting for Marcellin Randwick');
    // Nothing of the card, nor its key, in the address bar or the history beside the school's address.
    expect(new URL(page.url()).search).toBe('?done=sent');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers['content-type']).toMatch(/^multipart\/form-data/);

    // The same form posted again (a double tap, a resent post) is answered as the first: one card.
    const again = await page.context().request.post(home, {
      // As the browser sends it from the page: its fetch metadata too, which the route does not see.
      headers: {
        'content-type': posts[0]!.headers['content-type']!,
        origin: posts[0]!.headers.origin!,
        'sec-fetch-site': 'same-origin',
      },
      data: posts[0]!.body,
      maxRedirects: 0,
    });
    expect(again.status()).toBe(303);
    expect(again.headers().location).toMatch(/\?done=sent$/);
    await page.reload();
    await expect(history(page)).toHaveCount(1);
    await expect(history(page)).toHaveText([/^Reported by Scots, /]);
    await expect(page.getByRole('link', { name: 'Photo of the signed card' })).toBeVisible();

    // Marcellin Randwick confirms, without JavaScript too.
    await page.goto(match('Marcellin Randwick', KEY));
    await expect(page.getByRole('table', { name: /^As reported by Scots/ })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm result' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Confirmed: Scots 2½–1½ Marcellin Randwick is published.',
    );
    expect(new URL(page.url()).search).toBe('?done=confirmed');
    await expect(history(page)).toHaveText([/^Reported by Scots, /, /^Confirmed by Marcellin Randwick, /]);
    await page.context().close();
  });

  test('a dispute must change a board or say what is wrong: in the browser, and without JavaScript on the server', async ({
    page,
    browser,
    baseURL,
    axe,
  }) => {
    const KEY = 'IE1~r3~3v1';
    const card = new MatchCardPage(page);
    await card.report(match('Sydney Boys', KEY), SCORE);

    await page.goto(`${match('Waverley', KEY)}?dispute=1`);
    for (const [i, result] of SCORE.entries())
      await expect(card.board(i + 1).getByRole('radio', { name: new RegExp(`^${result}`) })).toBeChecked();
    await page.getByRole('button', { name: 'Dispute' }).click();
    const unchanged =
      /same boards as the reported card: change the boards that are wrong, or say in the comment/;
    await expect(page.getByRole('main').getByRole('alert')).toContainText(unchanged);
    await expect(card.board(1)).toHaveAccessibleDescription(unchanged);
    await axe();

    // Without JavaScript the server says the same, beside the boards, and keeps nothing.
    const plain = await withoutScript(browser, baseURL);
    const waverley = `${match('Waverley', KEY)}?dispute=1`;
    await plain.goto(waverley);
    await plain.getByRole('button', { name: 'Dispute' }).click();
    await expect(plain.getByRole('main').getByRole('alert')).toContainText(unchanged);
    await expect(new MatchCardPage(plain).board(1)).toHaveAccessibleDescription(unchanged);
    await expect(new MatchCardPage(plain).state).toHaveText('Reported by Sydney Boys — please confirm');

    // With a comment saying what is wrong, the dispute is sent.
    const comment = plain.getByLabel('What is wrong with the reported result');
    await comment.fill('Board 2 was played by a primary student.');
    await plain.getByRole('button', { name: 'Dispute' }).click();
    await expect(new MatchCardPage(plain).state).toHaveText('Disputed — the zone scorer will settle it');
    expect(new URL(plain.url()).search).toBe('?done=disputed');
    await expect(plain.getByText('Comment: Board 2 was played by a primary student.')).toBeVisible();
    await plain.context().close();
  });

  test('a tab left open after a dispute shows the match as it is now when Confirm is pressed there', async ({
    page,
    axe,
  }) => {
    const KEY = 'IE1~r3~4v7';
    const card = new MatchCardPage(page);
    await card.report(match('Sydney Grammar', KEY), SCORE);

    const reddam = match('Reddam House', KEY);
    const stale = await page.context().newPage();
    await stale.goto(reddam);
    await expect(stale.getByRole('button', { name: 'Confirm result' })).toBeVisible();

    await page.goto(`${reddam}?dispute=1`);
    await card.choose(['0–1']);
    await card.send('Dispute');
    await expect(card.state).toHaveText('Disputed — the zone scorer will settle it');

    await stale.getByRole('button', { name: 'Confirm result' }).click();
    await expect(stale.getByRole('main').getByRole('alert')).toHaveText(
      'This result is disputed: the zone scorer will settle it. Nothing was changed: this is the match as it is now.',
    );
    await expect(new MatchCardPage(stale).state).toHaveText('Disputed — the zone scorer will settle it');
    await expect(stale.getByRole('button', { name: 'Confirm result' })).toHaveCount(0);
    await expect(stale.getByRole('table', { name: /^As disputed by Reddam House/ })).toBeVisible();
    await axe();
  });

  test('a corrected card is a deliberate step, keeps the photo, is listed as Corrected, and a stale confirmation sees it', async ({
    page,
    axe,
  }) => {
    const KEY = 'IE1~r3~5v6';
    const card = new MatchCardPage(page);
    const grammar = match('Sydney Grammar', KEY);
    await card.report(grammar, SCORE, await phonePhoto());

    // The card as sent, its score, and no form inviting a second send.
    const sent = page.getByRole('table', { name: /^As sent by Sydney Grammar/ });
    await expect(sent.getByRole('row', { name: /^Board 4/ })).toContainText('0–1');
    await expect(page.getByText('Match score: Sydney Grammar C 2½–1½ Cranbrook.')).toBeVisible();
    await expect(card.board(1)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send result' })).toHaveCount(0);
    await axe();

    // Cranbrook opens the card before it is corrected.
    const cranbrook = await page.context().newPage();
    await cranbrook.goto(match('Cranbrook', KEY));

    await page.getByRole('link', { name: 'Send a corrected card' }).click();
    await expect(card.board(4).getByRole('radio', { name: /^0–1/ })).toBeChecked();
    await expect(page.getByLabel('Photo of the signed card (optional)')).toHaveAccessibleDescription(
      /^The photo sent with your card is kept unless you choose another\./,
    );
    await card.choose(['1–0', '½–½', '1–0', '½–½']);
    await axe();
    await card.send();
    await expect(sent.getByRole('row', { name: /^Board 4/ })).toContainText('½–½');
    await expect(page.getByRole('link', { name: 'Photo of the signed card' })).toBeVisible();
    await expect(card.board(1)).toHaveCount(0);
    await expect(history(page)).toHaveText([
      /^Reported by Sydney Grammar, /,
      /^Corrected by Sydney Grammar, /,
    ]);

    // Cranbrook's tab still shows the first version: confirming it is refused, and the page shows the new one.
    await cranbrook.getByRole('button', { name: 'Confirm result' }).click();
    await expect(cranbrook.getByRole('main').getByRole('alert')).toHaveText(
      'Sydney Grammar has changed its result since you opened the page: check it again. Nothing was changed: this is the match as it is now.',
    );
    await expect(
      cranbrook
        .getByRole('table', { name: /^As reported by Sydney Grammar/ })
        .getByRole('row', { name: /^Board 4/ }),
    ).toContainText('½–½');
    await cranbrook.getByRole('button', { name: 'Confirm result' }).click();
    await expect(cranbrook.getByRole('status')).toHaveText(
      'Confirmed: Sydney Grammar C 3–1 Cranbrook is published.',
    );
  });

  test("after the scorer corrects a result, both schools see the official's boards and reason", async ({
    page,
    axe,
  }) => {
    const KEY = 'IE1~r4~8v6';
    const card = new MatchCardPage(page);
    await card.report(match('Marcellin Randwick', KEY), SCORE);
    await page.goto(match('Cranbrook', KEY));
    await page.getByRole('button', { name: 'Confirm result' }).click();
    await expect(card.state).toHaveText('Confirmed: Marcellin Randwick 2½–1½ Cranbrook');

    const scorer = privateAddresses(2026).get('scorer E')!;
    await page.goto(`${scorer}/desk/${KEY}`);
    await card.choose(['1–0', '0–1', '1–0', '0–1']);
    await page
      .getByLabel('Reason for the correction (required)')
      .fill('Board 2 was won by Cranbrook on adjudication.');
    await page.getByRole('button', { name: 'Publish the corrected result' }).click();
    await expect(page.getByRole('status')).toBeVisible();

    for (const school of ['Marcellin Randwick', 'Cranbrook']) {
      await page.goto(match(school, KEY));
      await expect(card.state).toHaveText(
        /^Published: corrected by the scorer.*: Marcellin Randwick 2–2 Cranbrook$/,
      );
      const corrected = page.getByRole('table', { name: /^As corrected by the zone scorer/ });
      await expect(corrected.getByRole('row', { name: /^Board 2/ })).toContainText('0–1');
      await expect(page.getByText('Reason: Board 2 was won by Cranbrook on adjudication.')).toBeVisible();
    }
    await axe();
  });

  test('the card as sent, the corrected card, a refusal, an official’s correction and the unknown address fit 320, 375 and 1280 px, axe clean', async ({
    page,
    axe,
  }, testInfo) => {
    test.slow();
    const KEY = 'IE1~r4~7v5';
    const card = new MatchCardPage(page);
    await card.report(match('Sydney Grammar', KEY), SCORE);
    const main = page.getByRole('main');
    const views: [string, string, Locator[]][] = [
      ['sent', match('Sydney Grammar', KEY), [main.getByRole('link', { name: 'Send a corrected card' })]],
      [
        'correcting',
        `${match('Sydney Grammar', KEY)}?correct=1`,
        [main.getByRole('radio'), main.getByRole('button', { name: 'Send result' })],
      ],
      [
        'refused',
        `${match('Reddam House', KEY)}?refused=confirm&shown=1`,
        [main.getByRole('button', { name: 'Confirm result' }), main.getByRole('link', { name: 'Dispute' })],
      ],
      ['corrected-by-scorer', match('Cranbrook', 'IE1~r4~8v6'), [main.getByRole('link', { name: /^Print/ })]],
      ['not-found', `/private/${'A'.repeat(43)}/match/${KEY}`, []],
    ];
    const layout = new SiteLayout(page);
    for (const [name, path, taps] of views) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      for (const width of [320, 375, 1280]) {
        await page.setViewportSize({ width, height: 740 });
        await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
        const where = `${name} at ${width} px`;
        await layout.expectNoSidewaysScroll(where);
        await expectNothingSpillsOut(page, where);
        for (const targets of taps) await expectTappable(page, targets, where);
        await axe();
      }
      // A card as stored prints on one A4 page, for an official's file.
      if (['sent', 'corrected-by-scorer'].includes(name))
        expect(await printedPages(page), `${name} on paper`).toHaveLength(1);
    }
  });
});

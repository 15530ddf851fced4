/**
 * A parent's mail of a school's results (docs/mail.md), against the SMTP server scripts/e2e-server.mjs runs: from
 * the school's page, `Email me this school's results`; the confirmation mail's link opens the subscription's page,
 * where Confirm starts it; the next published result of the school's teams arrives with RFC 8058's one-click
 * unsubscribe; one POST to it deletes the address, and the result after that reaches only a parent still
 * subscribed. The matches are IE1 round 6 Scots v Sydney Grammar C and round 5 Sydney Grammar C v Waverley,
 * which no other spec sends a card for. Then the two pages a parent sees, at 320, 375 and 1280 px and on paper,
 * and the subscription page's own Unsubscribe, which answers on the school's email page.
 */
import type { Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { test, expect } from './fixtures';
import { MatchCardPage, schoolAddresses } from './pages/match-cards';
import { headerLine, linkPath, mailbox, recipient } from './mailbox';
import { SiteLayout } from './pages/layout';
import { expectNothingSpillsOut, expectTappable, printedPages } from './pages/fit-checks';

const PARENT = 'parent.grammar@example.org';
const CONTROL = 'parent.waverley@example.org';
const WIDTHS = [320, 375, 1280] as const;

async function mailTo(to: string, subject: string): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect(async () => {
    found = (await mailbox()).find((m) => recipient(m) === to && m.subject === subject);
    expect(found, `${subject} to ${to}`).toBeDefined();
  }).toPass({ timeout: 60_000, intervals: [1_000] });
  return found!;
}

/** From the school's page to a confirmed subscription, as a parent goes. */
async function subscribe(page: Page, slug: string, name: string, email: string) {
  await page.goto(`/schools/${slug}`);
  await page.getByRole('link', { name: "Email me this school's results" }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name}: results by email`);
  await page.getByLabel('Your email address').fill(email);
  await page.getByRole('button', { name: "Email me this school's results" }).click();
  await expect(page.getByRole('status')).toContainText('We have sent a message to the address you gave');
  expect(page.url()).not.toContain(encodeURIComponent(email));

  const confirm = await mailTo(email, `Please confirm: ${name} results by email`);
  expect(headerLine(confirm, 'List-Unsubscribe')).toBeUndefined();
  await page.goto(linkPath(confirm));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name}: results by email`);
  await expect(page.getByText(`To have ${name}'s results sent to ${email}`)).toBeVisible();
  await page.getByLabel('Each result, as it is published').check();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Saved. As each result is published, ${email} is sent ${name}'s results.`,
  );
  return linkPath(confirm);
}

/** `home` reports the boards at its address, `away` confirms at its own: the result is published. */
async function publish(page: Page, key: string, home: string, away: string, boards: string[]) {
  const card = new MatchCardPage(page);
  await card.report(`${home}/match/${key}`, boards);
  await page.goto(`${away}/match/${key}`);
  await page.getByRole('button', { name: 'Confirm result' }).click();
  await expect(page.getByRole('status')).toContainText('is published');
}

test("a parent has a school's results by email, and one click in the mail ends them and deletes the address", async ({
  page,
  request,
  axe,
}) => {
  test.slow();
  const schools = schoolAddresses(2026);
  const [scots, grammar, waverley] = ['Scots', 'Sydney Grammar', 'Waverley'].map((s) => schools.get(s)!);

  const subscription = await subscribe(page, 'sydney-grammar', 'Sydney Grammar', PARENT);
  await axe();
  await subscribe(page, 'waverley', 'Waverley', CONTROL);

  await publish(page, 'IE1~r6~2v5', scots!, grammar!, ['1–0', '1–0', '½–½', '0–1']);
  const result = await mailTo(
    PARENT,
    'Sydney Grammar result: Scots 2½–1½ Sydney Grammar C (IE1 round 6, 5 June)',
  );
  expect(result.text).toContain(subscription);
  // Only the subscription's own address: never a school's.
  expect(result.text).not.toContain(grammar!);
  expect(headerLine(result, 'List-Unsubscribe-Post')).toBe(
    'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
  );
  const oneClick = /<(https?:\/\/[^>]+)>/.exec(headerLine(result, 'List-Unsubscribe') ?? '')![1]!;
  expect(new URL(oneClick).pathname).toBe(`${subscription}/unsubscribe`);

  // The mail program's one click: a POST of List-Unsubscribe=One-Click, from no page.
  const answer = await request.post(new URL(oneClick).pathname, {
    form: { 'List-Unsubscribe': 'One-Click' },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toMatch(/^Unsubscribed: your address has been deleted/);
  expect((await page.goto(subscription))!.status()).toBe(404);

  // The next Sydney Grammar result reaches the parent still subscribed to Waverley, and not the one who left.
  await publish(page, 'IE1~r5~5v1', grammar!, waverley!, ['0–1', '0–1', '½–½', '0–1']);
  const line = 'Sydney Grammar C ½–3½ Waverley (IE1 round 5, 29 May)';
  await mailTo(CONTROL, `Waverley result: ${line}`);
  const toParent = (await mailbox()).filter((m) => recipient(m) === PARENT).map((m) => m.subject);
  expect(toParent.sort()).toEqual([
    'Please confirm: Sydney Grammar results by email',
    'Sydney Grammar result: Scots 2½–1½ Sydney Grammar C (IE1 round 6, 5 June)',
  ]);
});

test("a parent's two pages fit a phone and print on one page; the page's Unsubscribe ends it and says so", async ({
  page,
  axe,
}) => {
  test.slow();
  const layout = new SiteLayout(page);
  /** What a parent taps: the form's buttons and choices. */
  const fits = async (what: string) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      const where = `${what} at ${width} px`;
      await layout.expectNoSidewaysScroll(where);
      await expectNothingSpillsOut(page, where);
      await expectTappable(page, layout.main.getByRole('button'), `${where}: buttons`);
      await axe();
    }
    expect(await printedPages(page), `${what} on paper: one page`).toHaveLength(1);
  };

  const subscription = await subscribe(page, 'cranbrook', 'Cranbrook', 'parent.cranbrook@example.org');
  await page.goto('/schools/cranbrook/email?done=sent');
  await fits('the email page');
  await page.goto(subscription);
  await fits("the subscription's page");

  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page).toHaveURL(/\/schools\/cranbrook\/email\?done=unsubscribed$/);
  await expect(page.getByRole('status')).toHaveText(
    'You are unsubscribed, and your address has been deleted. Nothing more will be sent.',
  );
  // Back to the subscription's page: it is gone with the address.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Cranbrook: results by email');
  expect((await page.reload())!.status()).toBe(404);
});

/**
 * Mail to schools (docs/mail.md), against the SMTP server scripts/e2e-server.mjs runs for the writes server: a
 * school reports in the browser, and the other school's coordinators have the `please confirm` message within a
 * minute, with a link to the match on their own page, which opens it. The match is IE1 round 5, Sydney Boys B v
 * Marcellin Randwick, which no other spec reports (paper-card-address.spec.ts only asks that a card's address
 * does not open it).
 */
import type { ParsedMail } from 'mailparser';
import { test, expect } from './fixtures';
import { MatchCardPage, privateAddresses } from './pages/match-cards';
import { mailbox, recipient } from './mailbox';

const KEY = 'IE1~r5~3v8';
const SUBJECT =
  'Marcellin Randwick reported 1–3 for Sydney Boys B v Marcellin Randwick: please confirm or dispute';
const COORDINATORS = ['coordinator1.sydney-boys@example.org', 'coordinator2.sydney-boys@example.org'];

test('a school reports, and the other school’s coordinators are asked to confirm, with their own page’s link', async ({
  page,
  axe,
}) => {
  test.slow();
  const addresses = privateAddresses(2026);
  const [marcellin, boys] = [
    addresses.get('school Marcellin Randwick')!,
    addresses.get('school Sydney Boys')!,
  ];
  expect(boys).toMatch(/^\/private\/[A-Za-z0-9_-]{43}$/);

  const card = new MatchCardPage(page);
  await card.report(`${marcellin}/match/${KEY}`, ['0–1', '½–½', '0–1', '½–½']);

  let notices: ParsedMail[] = [];
  await expect(async () => {
    notices = (await mailbox()).filter((m) => m.subject === SUBJECT);
    expect(notices.map(recipient).sort()).toEqual(COORDINATORS);
  }).toPass({ timeout: 60_000, intervals: [1_000] });

  for (const notice of notices) {
    expect(notice.text!.split('\n')[0]).toBe(`${SUBJECT}.`);
    // Sydney Boys' own address, and no other school's.
    expect(notice.text).not.toContain(marcellin);
    expect(notice.html).toContain(`${boys}/match/${KEY}`);
    expect(notice.replyTo?.text).toBe('office@example.org');
  }
  // Each coordinator has it once, each with a Message-ID of its own.
  expect(new Set(notices.map((n) => n.messageId)).size).toBe(2);

  const link = /https?:\/\/\S+\/private\/\S+/.exec(notices[0]!.text!)![0];
  expect(new URL(link).pathname).toBe(`${boys}/match/${KEY}`);
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'IE1 round 5: Sydney Boys B v Marcellin Randwick',
  );
  await expect(card.state).toHaveText('Reported by Marcellin Randwick — please confirm');
  await axe();
});

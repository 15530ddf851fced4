/**
 * The paper card's QR code (issue 31, item 8): the signed sheet is shown around and photographed, so it
 * carries no school's address, only the card's own, which sends that one match's card and nothing else, and
 * expires once the result is published. Read from the printed PDF as a person would: its text (pdftotext)
 * and its QR code (pdftoppm, then zbarimg; Debian's poppler-utils and zbar-tools). IE1 round 5, 4 v 2
 * (Sydney Grammar A v Scots), which no other spec writes.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { MatchCardPage, SchoolCardsPage, schoolAddresses } from './pages/match-cards';

const MATCH = 'IE1~r5~4v2';
const OTHER = 'IE1~r5~3v8';

/** The card page printed to PDF (A4), and what a reader finds in it: its text and its QR code's text. */
async function printed(page: Page, dir: string): Promise<{ text: string; qr: string }> {
  await page.emulateMedia({ media: 'print' });
  fs.mkdirSync(dir, { recursive: true });
  const pdf = path.join(dir, 'card.pdf');
  fs.writeFileSync(pdf, await page.pdf({ format: 'A4', preferCSSPageSize: true }));
  await page.emulateMedia({ media: 'screen' });
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  execFileSync('pdftoppm', ['-r', '200', '-png', '-singlefile', pdf, path.join(dir, 'card')]);
  const qr = execFileSync('zbarimg', ['--quiet', '--raw', path.join(dir, 'card.png')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return { text, qr: qr.trim() };
}

test.describe("the paper card's own address", () => {
  test.describe.configure({ mode: 'serial' });

  test('prints no school address, sends only its match, and expires once the result is published', async ({
    page,
    request,
    axe,
  }, testInfo) => {
    test.slow();
    const addresses = schoolAddresses(2026);
    const school = (part: string) => [...addresses].find(([name]) => name.startsWith(part))!;
    const [grammar, grammarPath] = school('Sydney Grammar');
    const [scots, scotsPath] = school('Scots');
    expect([grammar, scots].every(Boolean)).toBe(true);

    // Sydney Grammar prints the card from its page.
    await page.goto(`${grammarPath}/match/${MATCH}/print`);
    await expect(page.getByRole('img', { name: "QR code of this card's private address" })).toBeVisible();
    const { text, qr } = await printed(page, testInfo.outputDir);
    expect(text.replace(/\s+/g, ' ')).toContain('Sydney Grammar A');
    for (const schoolPath of [grammarPath, scotsPath]) {
      expect(text.replace(/\s+/g, '')).not.toContain(schoolPath);
      expect(qr).not.toContain(schoolPath);
    }
    const card = new URL(qr).pathname;
    expect(card).toMatch(/^\/private\/[A-Za-z0-9_-]{43}\/card$/);
    expect(text.replace(/\s+/g, '')).toContain(card);
    const cardRoot = card.replace(/\/card$/, '');

    // Printing again gives the same address: the first print's sheets still work.
    await page.reload();
    await expect(page.getByText(card, { exact: false })).toBeVisible();

    // It opens nothing else: not the school's page, not its matches, not the match's own school pages.
    for (const other of [
      cardRoot,
      `${cardRoot}/match/${MATCH}`,
      `${cardRoot}/match/${OTHER}`,
      `${cardRoot}/match/${MATCH}/print`,
      `${cardRoot}/desk/${MATCH}`,
      `${grammarPath}/card`,
    ])
      expect((await request.get(other)).status(), other).toBe(404);

    // The captain at the table scans it and sends the signed card as the home captain.
    await page.goto(card);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('IE1 round 5: Sydney Grammar A v Scots');
    await axe();
    for (const side of ['Sydney Grammar A (home)', 'Scots (away)']) {
      const box = await page.getByRole('link', { name: `Captain of ${side}` }).boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    await page.getByRole('link', { name: 'Captain of Sydney Grammar A (home)' }).click();
    // A 320 px phone: nothing wider than the screen.
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.setViewportSize({ width: 375, height: 740 });
    const form = new MatchCardPage(page);
    await form.choose(['1–0', '1–0', '½–½', '0–1']);
    await axe();
    await form.send();
    await expect(page.getByRole('status')).toHaveText(
      `The result is sent, by ${grammar}. ${scots} confirms or disputes it on its own page. A correction is sent from the school’s own page.`,
    );
    await axe();

    // Scots confirms from its own address, as for any card.
    await page.goto(scotsPath);
    const scotsPage = new SchoolCardsPage(page);
    const theirs = scotsPage.match(scotsPage.waiting, 5, 'Sydney Grammar A');
    await expect(theirs).toContainText(`Reported by ${grammar} — please confirm`);
    await theirs.getByRole('link', { name: /^Confirm result/ }).click();
    await page.getByRole('button', { name: 'Confirm result' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Confirmed: Sydney Grammar A 2½–1½ Scots is published.',
    );

    // Published: the card's address has expired, and sends nothing.
    await page.goto(card);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This card’s address has expired');
    await expect(page.getByRole('button', { name: 'Send result' })).toHaveCount(0);
    await page.goto(`${card}?side=away`);
    await expect(page.getByRole('button', { name: 'Send result' })).toHaveCount(0);
    await axe();
  });
});

/**
 * The league's office at the Director of Play's address (docs/office.md), in Chromium with a virtual
 * authenticator: the first visit registers a passkey, a later one signs in with it (by keyboard); the office
 * accepts an entry request sent through the entry form, gives the entries' CSV and rotates a school's address.
 * A browser without the passkey is refused (403) on the office's action and its download, and nothing changes.
 * A second passkey is added on another device and the first revoked. axe at 375 and 1280 px.
 */
import fs from 'node:fs';
import type { ParsedMail } from 'mailparser';
import { test, expect } from './fixtures';
import { league } from './league-command';
import { privateAddresses } from './pages/match-cards';
import { linkPath, mailbox, recipient } from './mailbox';
import {
  AUTHENTICATOR,
  expectEveryControlByKeyboard,
  passkeyDevice,
  sendEntryRequest,
  tabTo,
} from './pages/office';

const SCHOOL = 'E2E Office Primary School';
const BOYS_COORDINATOR = 'coordinator1.sydney-boys@example.org';

/** Every private address of the season by `kind subject` (`scorer PA`, `school Darcy Road`), as paths. */
const addresses = (...extra: string[]) => privateAddresses(2026, ...extra);

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The fields of the server-rendered form whose button has this name, as a browser without JavaScript posts them. */
function noScriptForm(html: string, button: string): Record<string, string> {
  const form = [...html.matchAll(/<form\b[^>]*>([\s\S]*?)<\/form>/g)].find((m) =>
    m[1]!.includes(`aria-label="${button}"`),
  );
  if (!form) throw new Error(`No form with the button ${button}`);
  const fields: Record<string, string> = {};
  for (const input of form[1]!.matchAll(/<input\b[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input[0])?.[1];
    const value = /value="([^"]*)"/.exec(input[0])?.[1] ?? '';
    if (name) fields[unescape(name)] = unescape(value);
  }
  return fields;
}

test('the Director of Play registers a passkey, signs in with it and runs the office', async ({
  page,
  axe,
  browser,
  baseURL,
}) => {
  test.setTimeout(330_000);
  league('office', 'reset');
  const links = addresses();
  const director = links.get('director -')!;
  const office = `${director}/office`;
  // The school whose address is rotated: one no other spec opens.
  const schoolKey = [...links.keys()]
    .filter((k) => k.startsWith('school '))
    .sort()
    .at(-1)!;
  const school = schoolKey.slice('school '.length);
  await sendEntryRequest(page, SCHOOL, { Championship: '1' });

  const { cdp, authenticatorId: firstDevice } = await passkeyDevice(page);

  // A passkey names the site's domain: at an address by number the office says to use the name.
  await page.goto(office);
  await expect(page.getByText(/Passkeys need the site's name in the address/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register a passkey' })).toHaveCount(0);
  const site = baseURL!.replace('127.0.0.1', 'localhost');

  // The desk links to the office; the first visit registers the passkey.
  await page.goto(`${site}${director}`);
  await page.getByRole('link', { name: "The league's office" }).click();
  await expect(page).toHaveURL(`${site}${office}`);
  await expect(page.getByRole('heading', { level: 1, name: "The league's office 2026" })).toBeVisible();
  await axe();
  await page.getByRole('button', { name: 'Register a passkey' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Entry requests' })).toBeVisible();

  // A later visit (the session gone) asks for the passkey, and the keyboard signs in.
  await page.context().clearCookies();
  await page.reload();
  const signIn = page.getByRole('button', { name: 'Sign in with a passkey' });
  await expect(signIn).toBeVisible();
  await axe();
  await tabTo(page, signIn);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Entry requests' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Mail' })).toBeVisible();
  // When players' names go (docs/privacy.md): no register holds a player yet when this spec runs.
  await expect(page.getByRole('region', { name: "Players' names" })).toContainText(
    "A season's names are deleted 400 days after its last day of play",
  );
  await axe();
  await expectEveryControlByKeyboard(page);

  // Accept the entry request (by keyboard).
  const entry = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(SCHOOL) }) });
  await expect(entry).toContainText('Not yet answered');
  const accept = entry.getByRole('button', { name: `Accept ${SCHOOL}, Metropolitan Primary` });
  await accept.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('The entry request was accepted.');
  await expect(entry).toContainText('Accepted');
  await expect(entry.getByRole('button', { name: /^Accept/ })).toHaveCount(0);

  // The entries' CSV, as the command line writes it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the entry requests (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('entries-2026.csv');
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain(SCHOOL);
  expect(csv.split('\n')[0]).toMatch(/^id,submitted_at,reference/);

  // Rotate a school's address: the old one opens nothing at once.
  const oldAddress = links.get(schoolKey)!;
  expect((await page.request.get(oldAddress)).status()).toBe(200);
  await page.getByRole('button', { name: `Rotate ${school}'s address` }).click();
  await expect(page.getByRole('status')).toContainText('The address was rotated');
  expect((await page.request.get(oldAddress)).status()).toBe(404);
  const newAddress = addresses().get(schoolKey)!;
  expect(newAddress).not.toBe(oldAddress);
  // The new address is not opened until its page is.
  const rotatedSchool = page
    .getByRole('region', { name: 'Addresses' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: school, exact: true }) });
  await expect(rotatedSchool).toContainText('Not opened yet.');
  expect((await page.request.get(newAddress)).status()).toBe(200);
  await page.reload();
  await expect(rotatedSchool).toContainText(/Opened \d/);
  await expect(page.getByRole('region', { name: 'Passkeys' }).getByText(/^Passkey 1, added/)).toBeVisible();

  // Send addresses: each school's coordinators receive their school's working address, and the log says so.
  await page.getByRole('button', { name: 'Send addresses' }).click();
  await expect(page.getByRole('status')).toContainText('Each address not mailed before is queued');
  const subject = 'The Sydney Boys page for the 2026 season';
  let mailed: ParsedMail | undefined;
  await expect(async () => {
    mailed = (await mailbox()).find((m) => m.subject === subject && recipient(m) === BOYS_COORDINATOR);
    expect(mailed).toBeDefined();
  }).toPass({ timeout: 60_000, intervals: [1_000] });
  expect(linkPath(mailed!)).toBe(links.get('school Sydney Boys'));
  await page.reload();
  const boys = page
    .getByRole('region', { name: 'Addresses' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Sydney Boys', exact: true }) });
  await expect(boys).toContainText(`Mailed`);
  await expect(boys).toContainText(BOYS_COORDINATOR);
  await expect(page.getByRole('region', { name: 'Mail' })).toContainText(
    `${subject} to ${BOYS_COORDINATOR}, sent`,
  );

  // axe at both widths, signed in.
  await axe();
  await page.setViewportSize({ width: 1280, height: 800 });
  await axe();

  // The office's Decline as the signed-in page sends it (a server action call), held back before it leaves.
  const decline = entry.getByRole('button', { name: `Decline ${SCHOOL}, Metropolitan Primary` });
  const isOffice = (url: URL) => url.pathname === office;
  let held: { headers: Record<string, string>; body: Buffer } | null = null;
  await page.route(isOffice, async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.continue();
    const headers = Object.fromEntries(
      Object.entries(await request.allHeaders()).filter(([name]) =>
        ['next-action', 'content-type', 'accept', 'next-router-state-tree'].includes(name),
      ),
    );
    held = { headers, body: request.postDataBuffer()! };
    return route.abort();
  });
  await decline.click();
  await expect.poll(() => held !== null).toBe(true);
  await page.unroute(isOffice);
  const call = held! as { headers: Record<string, string>; body: Buffer };
  // The same form as the server renders it for a browser without JavaScript (hydration drops its hidden fields).
  const html = await (await page.request.get(`${site}${office}`)).text();
  const fields = noScriptForm(html, `Decline ${SCHOOL}, Metropolitan Primary`);
  expect(Object.keys(fields).length).toBeGreaterThan(0);

  // A browser without the passkey sends both: refused, and nothing changed.
  const stranger = await browser.newContext({ baseURL: site });
  try {
    const refused = await stranger.request.post(office, {
      headers: { ...call.headers, origin: site },
      data: call.body,
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(403);
    // Without JavaScript, Next.js answers an action's 403 with its not-found page (404): refused all the same.
    const plain = await stranger.request.post(office, {
      multipart: fields,
      headers: { origin: site, 'sec-fetch-site': 'same-origin' },
      maxRedirects: 0,
    });
    expect(plain.status()).toBe(404);
    expect((await stranger.request.get(`${office}/entries.csv`)).status()).toBe(403);
    expect((await stranger.request.get(`${office}/cards.csv`)).status()).toBe(403);
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(office);
    await expect(strangerPage.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
    await expect(strangerPage.getByRole('heading', { name: 'Entry requests' })).toHaveCount(0);
  } finally {
    await stranger.close();
  }
  await page.goto(`${site}${office}`);
  await expect(entry).toContainText('Accepted');
  await expect(page.getByRole('region', { name: 'What the office did' })).not.toContainText('decline-entry');

  // The same form posted without JavaScript by the signed-in browser is the office's own: it declines.
  const sent = await page.request.post(`${site}${office}`, {
    multipart: fields,
    headers: { origin: site, 'sec-fetch-site': 'same-origin' },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(303);
  await page.reload();
  await expect(entry).toContainText('Declined');
  await expect(page.getByRole('region', { name: 'What the office did' })).toContainText('decline-entry');
  // The office's audit CSV of the cards downloads too.
  const [cardsDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: "The match cards' audit trail (CSV)" }).click(),
  ]);
  expect(cardsDownload.suggestedFilename()).toBe('cards-2026.csv');
  expect(fs.readFileSync((await cardsDownload.path())!, 'utf8').split('\n')[0]).toBe(
    'event,at_sydney,division,round,home,away,kind,side,sent_by,home_points,away_points,boards,home_players,away_players,comment,photo,of_event',
  );

  // A second passkey on another device, then the first revoked (which ends its session): the second signs in.
  // (Chrome holds one internal authenticator at a time: the first device goes, the second comes.)
  await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: firstDevice });
  await cdp.send('WebAuthn.addVirtualAuthenticator', AUTHENTICATOR);
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await expect(passkeys.getByRole('button', { name: /^Revoke/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add another passkey' }).click();
  await expect(passkeys.getByText(/^Passkey 2, added/)).toBeVisible();
  await passkeys.getByRole('button', { name: /^Revoke Passkey 1/ }).click();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'The passkey was revoked: it no longer opens the office.',
  );
  await expect(passkeys.getByText(/^Passkey 1, added/)).toHaveCount(0);
  await expect(passkeys.getByText(/^Passkey 2, added/)).toBeVisible();
  await expect(passkeys.getByRole('button', { name: /^Revoke/ })).toHaveCount(0);
  await expect(passkeys).toContainText('The only passkey cannot be revoked here: add another first.');
});

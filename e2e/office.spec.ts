/**
 * The league's office at the Director of Play's address (docs/office.md), in Chromium with a virtual
 * authenticator: the first visit registers a passkey, a later one signs in with it (by keyboard); the office
 * accepts an entry request sent through the entry form, gives the entries' CSV and rotates a school's address.
 * A browser without the passkey is refused (403) on the office's action and its download, and nothing changes.
 * axe at 375 and 1280 px.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { EntryFormPage } from './pages/entry-form';

const ROOT = path.resolve(__dirname, '..');
const SCHOOL = 'E2E Office Primary School';

function league(...args: string[]): string {
  return execFileSync('npm', ['run', '--silent', 'league', '--', ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: path.join(ROOT, '.e2e-data'),
      DATABASE_URL: '',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Every private address of the season by `kind subject`, as paths. */
function addresses(): Map<string, string> {
  const found = new Map<string, string>();
  for (const line of league('links', '2026').split('\n')) {
    const [kind, subject, address] = line.split('\t');
    if (kind && subject && address) found.set(`${kind} ${subject}`, new URL(address).pathname);
  }
  return found;
}

/** Tabs forward until the element has the focus, as a keyboard user would reach it. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 80; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('The keyboard never reached the element');
}

async function sendEntryRequest(page: Page) {
  const form = new EntryFormPage(page);
  await form.goto();
  await form.choose('metropolitan_primary');
  await form.fillSchool({
    name: SCHOOL,
    address: '1 Example Street',
    suburb: 'Parramatta',
    postcode: '2150',
    phone: '0255500123',
  });
  await form.fillCoordinator(1, {
    first: 'Robin',
    last: 'Example',
    title: 'Ms',
    role: 'Teacher',
    email: 'robin.office@example.org',
    mobile: '0491570006',
  });
  await form.setTeams({ Championship: '1' });
  await form.submit();
  await expect(form.thankYou).toBeVisible({ timeout: 30_000 });
}

test('the Director of Play registers a passkey, signs in with it and runs the office', async ({
  page,
  axe,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
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
  await sendEntryRequest(page);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

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
  await axe();

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
  expect(addresses().get(schoolKey)).not.toBe(oldAddress);
  await expect(page.getByRole('list').getByText(/Passkey 1, added/)).toBeVisible();

  // axe at both widths, signed in.
  await axe();
  await page.setViewportSize({ width: 1280, height: 800 });
  await axe();

  // A browser without the passkey posts the office's own form (Decline), as the page would: 403, nothing changed.
  const decline = entry.getByRole('button', { name: `Decline ${SCHOOL}, Metropolitan Primary` });
  const fields = await decline.evaluate((button) => {
    const form = (button as HTMLButtonElement).form!;
    return [...new FormData(form).entries()].map(([name, value]) => [name, String(value)]);
  });
  const stranger = await browser.newContext({ baseURL: site });
  try {
    const refused = await stranger.request.post(office, {
      multipart: Object.fromEntries(fields),
      headers: { origin: site, 'sec-fetch-site': 'same-origin' },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(403);
    expect((await stranger.request.get(`${office}/entries.csv`)).status()).toBe(403);
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(office);
    await expect(strangerPage.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
    await expect(strangerPage.getByRole('heading', { name: 'Entry requests' })).toHaveCount(0);
  } finally {
    await stranger.close();
  }
  await page.reload();
  await expect(entry).toContainText('Accepted');
  // The same post from the signed-in browser is the office's own: it declines.
  const sent = await page.request.post(`${site}${office}`, {
    multipart: Object.fromEntries(fields),
    headers: { origin: site, 'sec-fetch-site': 'same-origin' },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(303);
  await page.reload();
  await expect(entry).toContainText('Declined');
});

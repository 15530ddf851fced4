/** The league's office in the browser: a device that holds passkeys (Chromium's virtual authenticator), and an entry request to answer. */
import { expect, type Locator, type Page } from '@playwright/test';
import { EntryFormPage } from './entry-form';

export const AUTHENTICATOR = {
  options: {
    protocol: 'ctap2' as const,
    transport: 'internal' as const,
    hasResidentKey: true,
    hasUserVerification: true,
    isUserVerified: true,
  },
};

/** Gives the page's browser a device that makes and uses passkeys, as a phone or laptop with a fingerprint does. */
export async function passkeyDevice(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', AUTHENTICATOR);
  return { cdp, authenticatorId };
}

/** A metropolitan primary entry request for a school new to the league, sent through the entry form. */
export async function sendEntryRequest(page: Page, school: string, teams: Record<string, string>) {
  const form = new EntryFormPage(page);
  await form.goto();
  await form.choose('metropolitan_primary');
  await form.fillSchool({
    name: school,
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
  await form.setTeams(teams);
  await form.submit();
  await expect(form.thankYou).toBeVisible({ timeout: 30_000 });
}

/** Tabs forward until the element has the focus, as a keyboard user would reach it. */
export async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 80; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('The keyboard never reached the element');
}

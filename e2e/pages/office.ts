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

/**
 * Tabs through the whole page from its top and expects every control a mouse could use (links, buttons, fields;
 * one stop per radio group) to take the focus, each with a visible focus ring, in the page's order.
 */
export async function expectEveryControlByKeyboard(page: Page) {
  const controls = await page.evaluate(() => {
    const selector = 'a[href], button, input, select, textarea, summary, [tabindex]';
    const seen = new Set<string>();
    let n = 0;
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      el.removeAttribute('data-kb');
      const usable = el.tabIndex >= 0 && !el.matches(':disabled') && el.checkVisibility();
      const radioName = el instanceof HTMLInputElement && el.type === 'radio' ? el.name : null;
      const group = radioName === null ? '' : `radio:${radioName}`;
      if (!usable || (group && seen.has(group)) || (el instanceof HTMLInputElement && el.type === 'hidden'))
        continue;
      if (group) seen.add(group);
      const id = group || `control:${(n += 1)}`;
      el.dataset.kb = id;
      if (radioName !== null)
        for (const radio of Array.from(
          document.querySelectorAll<HTMLInputElement>(`input[name="${radioName}"]`),
        ))
          radio.dataset.kb = id;
    }
    // Tab starts from the page's top, as on arrival: from a mark at the start of the body, not reached by Tab.
    const start = document.createElement('span');
    start.tabIndex = -1;
    start.id = 'keyboard-start';
    document.body.prepend(start);
    start.focus();
    return Array.from(
      new Set(Array.from(document.querySelectorAll<HTMLElement>('[data-kb]'), (el) => el.dataset.kb!)),
    );
  });
  const reached: string[] = [];
  const unringed: string[] = [];
  // Chromium also stops on a scrolling box with nothing focusable inside (a wide table on a phone): allow for it.
  for (let i = 0; i < controls.length * 2 + 20 && reached.length < controls.length; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el?.dataset.kb) return null;
      const style = getComputedStyle(el);
      const ring =
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
      return {
        id: el.dataset.kb,
        ring,
        text: (el.textContent || el.getAttribute('aria-label') || el.id).trim(),
      };
    });
    if (!focused) continue;
    if (!reached.includes(focused.id)) reached.push(focused.id);
    if (!focused.ring) unringed.push(focused.text);
  }
  await page.evaluate(() => document.getElementById('keyboard-start')?.remove());
  expect(reached).toEqual(controls);
  expect(unringed).toEqual([]);
}

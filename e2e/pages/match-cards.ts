import { league } from '../league-command';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * `npm run league -- links YEAR` against the end-to-end server's store, as the league prints the addresses
 * for its mail merge: every private path (the server's SITE_URL may name another host) by `kind subject`
 * (`school Waverley`, `scorer E`). `extra`: `--rotate "School name"` replaces one first.
 */
export function privateAddresses(year = 2026, ...extra: string[]): Map<string, string> {
  const out = league('links', String(year), ...extra);
  const addresses = new Map<string, string>();
  for (const line of out.split('\n')) {
    const [kind, subject, address] = line.split('\t');
    if (kind && subject && address) addresses.set(`${kind} ${subject}`, new URL(address).pathname);
  }
  return addresses;
}

/** Each school's private path by its name. */
export function schoolAddresses(year = 2026): Map<string, string> {
  const schools = new Map<string, string>();
  for (const [key, address] of privateAddresses(year))
    if (key.startsWith('school ')) schools.set(key.slice('school '.length), address);
  return schools;
}

/** A school's private page: what waits for it, then each team's matches round by round. */
export class SchoolCardsPage {
  constructor(readonly page: Page) {}

  get waiting(): Locator {
    return this.page.getByRole('region', { name: 'Waiting for you' });
  }

  /** A match of the school's, in the waiting list or under its team, by round and the other team. */
  match(scope: Locator, round: number, opponent: string): Locator {
    return scope
      .getByRole('listitem')
      .filter({ hasText: new RegExp(`^Round ${round},`) })
      .filter({ hasText: opponent });
  }

  team(label: string): Locator {
    return this.page.getByRole('region', { name: label });
  }
}

/** One match's card on a school's private page. */
export class MatchCardPage {
  constructor(readonly page: Page) {}

  board(n: number): Locator {
    return this.page.getByRole('group', { name: `Board ${n}` });
  }

  /** Chooses each board's result, from the home side (`1–0`, `½–½`, …). */
  async choose(results: string[]) {
    for (const [i, result] of results.entries()) {
      const choice = this.board(i + 1).getByRole('radio', { name: new RegExp(`^${result}`) });
      await choice.check();
      await expect(choice).toBeChecked();
    }
  }

  get preview(): Locator {
    return this.page.getByRole('region', { name: 'Match score' });
  }

  get state(): Locator {
    return this.page.locator('dt', { hasText: /^State$/ }).locator('xpath=following-sibling::dd[1]');
  }

  /** A phone photo of the signed card (with its GPS position, which the site removes). */
  async attachPhoto(jpeg: Buffer) {
    await this.page
      .getByLabel('Photo of the signed card (optional)')
      .setInputFiles({ name: 'card.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  }

  /** Opens a match at a school's address and sends its card: these boards, perhaps a photo. */
  async report(path: string, results: string[], photo?: Buffer) {
    await this.page.goto(path);
    await this.choose(results);
    if (photo) await this.attachPhoto(photo);
    await this.send();
  }

  async send(label: 'Send result' | 'Dispute' = 'Send result') {
    await this.page.getByRole('button', { name: label }).click();
    await expect(this.page.getByRole('status')).toBeVisible();
  }
}

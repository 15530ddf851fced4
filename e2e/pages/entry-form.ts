/**
 * The online entry form as a coordinator sees it: fields found by their labels, blocks by their
 * legends, messages by their text.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { league } from '../league-command';

export const THANK_YOU =
  'Thank you. Your application has been submitted. You should receive a confirmation email once it has been approved.';

export type SchoolDetails = {
  name: string;
  address: string;
  suburb: string;
  postcode: string;
  phone: string;
};
export type CoordinatorDetails = {
  first: string;
  last: string;
  title: string;
  role: string;
  email: string;
  mobile: string;
};

export const MODES = {
  metropolitan_primary: 'Metropolitan Primary',
  metropolitan_secondary: 'Metropolitan Secondary',
  country_primary: 'Country Primary',
} as const;
export type OpenMode = keyof typeof MODES;

export class EntryFormPage {
  constructor(readonly page: Page) {}

  async goto(path = '/enter-online') {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Enter online' })).toBeVisible();
  }

  get competition() {
    return this.page.getByLabel('Competition', { exact: true });
  }
  get schoolName() {
    return this.page
      .getByRole('combobox', { name: 'School name' })
      .or(this.page.getByRole('textbox', { name: 'School name' }));
  }
  field(label: string) {
    return this.page.getByLabel(label, { exact: true });
  }
  get send() {
    return this.page.getByRole('button', { name: /^(Send request|Please wait\.\.\.)$/ });
  }
  get summary() {
    return this.page
      .getByRole('alert')
      .filter({ has: this.page.getByRole('heading', { name: 'There is a problem' }) });
  }
  get addCoordinator() {
    return this.page.getByRole('button', { name: 'Add another coordinator' });
  }
  get thankYou() {
    return this.page.getByText(THANK_YOU);
  }
  /** The thank-you box, which takes the focus once the request is stored. */
  get thankYouBox() {
    return this.page.getByRole('status').filter({ hasText: THANK_YOU });
  }
  get totalFee() {
    return this.page.locator('dt', { hasText: /^Total fee$/ }).locator('xpath=following-sibling::dd[1]');
  }
  get totalTeams() {
    return this.page.locator('dt', { hasText: /^Total$/ }).locator('xpath=following-sibling::dd[1]');
  }

  /** The coordinator block titled `Coordinator n` (with or without '(previous year coordinator)'). */
  coordinator(n: number): Locator {
    return this.page.getByRole('group', {
      name: new RegExp(`^Coordinator ${n}( \\(previous year coordinator\\))?$`),
    });
  }
  coordinatorBlocks(): Locator {
    return this.page.getByRole('group', { name: /^Coordinator \d/ });
  }

  async choose(mode: OpenMode) {
    await this.competition.selectOption({ label: MODES[mode] });
  }

  /** Masked fields are typed key by key, as fast as the keyboard sends them: none may be lost. */
  async typeDigits(locator: Locator, digits: string) {
    await locator.clear();
    await locator.pressSequentially(digits);
  }

  async fillSchool(school: SchoolDetails) {
    await this.schoolName.fill(school.name);
    await this.page.keyboard.press('Escape');
    await this.field('Address').fill(school.address);
    await this.field('Suburb').fill(school.suburb);
    await this.field('Postcode').fill(school.postcode);
    await this.typeDigits(this.field('Phone'), school.phone);
  }

  async fillCoordinator(n: number, c: CoordinatorDetails) {
    const block = this.coordinator(n);
    await block.getByLabel('First name').fill(c.first);
    await block.getByLabel('Last name').fill(c.last);
    await block.getByLabel('Title').selectOption(c.title);
    await block.getByLabel('Role').selectOption(c.role);
    await block.getByLabel('Email').fill(c.email);
    await this.typeDigits(block.getByLabel('Mobile'), c.mobile);
  }

  async setTeams(counts: Record<string, string>) {
    for (const [label, count] of Object.entries(counts)) await this.field(label).fill(count);
  }

  /**
   * The proof-of-work check has to finish before the request can go. It starts when the visitor
   * starts on the form or scrolls down to 'Send request', as anyone about to send has.
   */
  async waitUntilReady() {
    await this.send.scrollIntoViewIfNeeded();
    await expect(this.page.getByRole('button', { name: 'Send request' })).toBeEnabled({ timeout: 30_000 });
  }

  async submit() {
    await this.waitUntilReady();
    await this.page.getByRole('button', { name: 'Send request' }).click();
  }

  /** The inline message of a field, read through its aria-describedby. */
  async expectFieldError(locator: Locator, message: string) {
    await expect(locator).toHaveAttribute('aria-invalid', 'true');
    await expect(locator).toHaveAccessibleDescription(new RegExp(escape(message)));
  }
}

export function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `npm run league -- entries YEAR` against the test server's store: the command finds the running
 * server in .e2e-data and has it write the CSV, as league officials would.
 */
export async function entriesCsv(year = 2026): Promise<string> {
  return league('entries', String(year));
}

/** The CSV's rows as objects keyed by its header (quoted cells with commas, quotes and line breaks allowed). */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (c !== '\r') cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  const [header = [], ...body] = rows;
  return body.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
}

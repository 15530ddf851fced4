import type { Page } from '@playwright/test';

/** Adds a player with the register page's form. */
export async function addPlayer(page: Page, name: string, year: string, shown?: string) {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('School year').selectOption({ label: year });
  if (shown) await page.getByLabel('On public pages').last().selectOption({ label: shown });
  await page.getByRole('button', { name: 'Add player' }).click();
}

/** A player's entry on the register page. */
export const playerItem = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

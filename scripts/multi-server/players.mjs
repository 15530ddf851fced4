/**
 * A player's name on the public pages of every server (docs/privacy.md): the school's register changed through
 * one server shows, as the school allows it, on every server's cached zone page within INVALIDATION_LIMIT_MS.
 */
import { readPage } from './site.mjs';
import { judge, waitForChange } from './imports.mjs';

export const PLAYER = 'Isla Moreno';
const SHORT = 'Isla M.';

const playerItem = (page) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: PLAYER }) });

/** The school's coordinator adds the player, `First name and initial`, at `registerUrl`. */
export async function registerPlayer(page, registerUrl) {
  await page.goto(registerUrl);
  await page.getByLabel('Name', { exact: true }).fill(PLAYER);
  await page.getByLabel('School year').selectOption({ label: 'Year 8' });
  await page.getByLabel('On public pages').last().selectOption({ label: 'First name and initial' });
  await page.getByRole('button', { name: 'Add player' }).click();
  await playerItem(page).waitFor({ timeout: 15_000 });
}

/** On a card's form: board 1 of the home school is the registered player. */
export async function choosePlayer(page) {
  await page.getByText("Players' names (optional)").click();
  await page
    .getByLabel(/^Board 1: .* player$/)
    .first()
    .selectOption({ label: PLAYER });
}

/**
 * Every server's zone page names the player as `First name and initial` allows (no surname); then, the choice
 * changed to `Full name` through `through`, each shows the full name within the limit.
 */
export async function checkPlayerShown({ page, servers, through, registerUrl, zone, problems }) {
  for (const server of servers) {
    const { html } = await readPage(server, zone);
    if (!html.includes(`${SHORT} (`) || html.includes('Moreno'))
      problems.push(`${server.name}: the zone page did not name the player as ${SHORT} alone`);
  }
  await page.goto(`${through.url}${registerUrl}`);
  await playerItem(page).getByLabel('On public pages').selectOption({ label: 'Full name' });
  const answered = page.waitForResponse((r) => r.request().method() === 'POST', { timeout: 30_000 });
  await playerItem(page)
    .getByRole('button', { name: `Save for ${PLAYER}` })
    .click();
  await answered;
  const timings = await waitForChange(servers, zone, (html) => html.includes(`${PLAYER} (`), Date.now());
  judge(`a player's name shown in full through ${through.name}`, timings, problems);
  return timings;
}

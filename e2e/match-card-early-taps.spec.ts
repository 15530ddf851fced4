/**
 * A teacher in a school hall on a slow phone taps boards before the card's script has run: the taps stay, and
 * the card counts them. Sends nothing, so it may read any open match; IE1 round 7, 6v2, which no spec writes.
 */
import { test, expect } from './fixtures';
import { holdScripts } from './pages/held-requests';
import { MatchCardPage, schoolAddresses } from './pages/match-cards';

test('boards tapped before the card’s script has run are kept and counted', async ({ page }) => {
  const card = new MatchCardPage(page);
  // Scripts held back, as a slow phone's arrive late, until the teacher has tapped two boards.
  const release = await holdScripts(page);
  await page.goto(`${schoolAddresses(2026).get('Scots')!}/match/IE1~r7~6v2`, { waitUntil: 'commit' });
  const choice = (board: number, result: string) =>
    card.board(board).getByRole('radio', { name: new RegExp(`^${result}`) });
  await choice(1, '1–0').check();
  await choice(2, '½–½').check();
  release();
  // Once the script runs the preview is the card's own; a third tap then re-renders every board.
  await expect(card.preview).toContainText('Choose a result on 2 more boards to see the match score.');
  await choice(3, '0–1').check();
  await expect(card.preview).toContainText('Choose a result on 1 more board to see the match score.');
  await expect(choice(1, '1–0')).toBeChecked();
  await expect(choice(2, '½–½')).toBeChecked();
  await expect(choice(3, '0–1')).toBeChecked();
});

/**
 * An address under /private/ that opens nothing (issue 31): made up, replaced by the league, or another
 * school's match. One answer for each, in the site's words, as private as the pages it stands for. In the
 * `writes` project: it replaces Reddam House's address (the other specs read the addresses afresh).
 */
import { test, expect } from './fixtures';
import { privateAddresses, schoolAddresses } from './pages/match-cards';

test.describe('private addresses that open nothing', () => {
  let schools: Map<string, string>;
  test.beforeAll(() => {
    schools = schoolAddresses(2026);
  });

  test('a made-up, a replaced and another school’s address get one answer: the league sends and replaces them', async ({
    page,
    request,
    axe,
  }) => {
    const reddam = schools.get('Reddam House')!;
    const answers = [
      `/private/${'A'.repeat(43)}`,
      `/private/${'A'.repeat(43)}/match/IE1~r4~7v5`,
      `${schools.get('Scots')!}/match/IE1~r4~7v5`,
    ];
    // Reddam House's address replaced: the old one opens nothing.
    expect((await request.get(`${reddam}/match/IE1~r4~7v5`)).status()).toBe(200);
    const renewed = privateAddresses(2026, '--rotate', 'Reddam House').get('school Reddam House')!;
    expect(renewed).not.toBe(reddam);
    expect((await request.get(`${renewed}/match/IE1~r4~7v5`)).status()).toBe(200);
    answers.push(`${reddam}/match/IE1~r4~7v5`, reddam);
    const bodies: string[] = [];
    for (const path of answers) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const headers = response.headers();
      expect(headers['cache-control']).toMatch(/\bno-store\b/);
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['x-robots-tag']).toBe('noindex, nofollow');
      const html = await response.text();
      expect(html).toMatch(/<meta name="robots" content="noindex, nofollow/);
      bodies.push(/<main[^>]*>(.*?)<\/main>/s.exec(html)?.[1] ?? '');
    }
    expect(new Set(bodies).size).toBe(1);

    await page.goto(answers[0]!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This match results address does not open a page',
    );
    await expect(
      page.getByText(/The league sends each school its own match results address, and can replace it/),
    ).toBeVisible();
    await axe();
  });
});

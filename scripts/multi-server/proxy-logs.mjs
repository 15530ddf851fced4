/**
 * deploy/nginx.conf with its own logging: a school sends its card with a phone's photo (several MB, over
 * nginx's default body limit) through nginx, the card is taken, and neither nginx's logs nor the servers'
 * hold a private address, while nginx's access log has the post, its path left out.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { command } from './site.mjs';
import { boundedContext, chooseBoards, launchBrowser, schoolPaths } from '../durability/card-clients.mjs';

// IE1 round 4, Reddam House (7) at home to Sydney Grammar C (5): no result in the demo, no other check sends it.
const MATCH = 'IE1~r4~7v5';
const SENT = /^Your card is sent\./;
const PRIVATE_ADDRESS = /\/private\/(?!\[token\])[^/\s"'?]+/;

/** A phone's photo as it comes off the camera: 12 megapixels of detail, some MB as a JPEG. */
export function largePhoto() {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#f4f1e8',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** Every line of these files that holds a private address. */
function privateLines(files) {
  return files.flatMap((file) =>
    fs.existsSync(file)
      ? fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => PRIVATE_ADDRESS.test(line))
          .map((line) => `${path.basename(file)}: ${line.slice(0, 160)}`)
      : [],
  );
}

export async function checkProxyLogs({ proxy, servers }) {
  const problems = [];
  const { output } = await command(servers[0], { name: 'links', year: 2026 });
  const home = schoolPaths(output).get('Reddam House');
  if (!home) return { problems: ['links printed no address for Reddam House'] };
  const photo = await largePhoto();

  const browser = await launchBrowser();
  try {
    const page = await (await boundedContext(browser)).newPage();
    await page.goto(`${proxy.url}${home}/match/${MATCH}`);
    await chooseBoards(page, ['1–0', '½–½', '1–0', '0–1']);
    await page
      .getByLabel('Photo of the signed card (optional)')
      .setInputFiles({ name: 'card.jpg', mimeType: 'image/jpeg', buffer: photo });
    const posted = page.waitForResponse((r) => r.request().method() === 'POST', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Send result' }).click();
    const answer = await posted;
    const said = await page
      .getByRole('main')
      .getByRole('status')
      .or(page.getByRole('main').getByRole('alert'))
      .first()
      .innerText({ timeout: 30_000 })
      .catch(() => '');
    if (answer.status() !== 200 || !SENT.test(said))
      problems.push(
        `a ${(photo.length / 1e6).toFixed(1)} MB photo card through nginx: ${answer.status()}, "${said}"`,
      );
  } finally {
    await browser.close();
  }

  const access = fs.readFileSync(proxy.accessLog, 'utf8');
  if (!/"POST \/private\/\[token\] HTTP\/1\.1" 200 /.test(access))
    problems.push("nginx's access log has no line for the card's post");
  const leaked = privateLines([proxy.accessLog, proxy.errorLog, ...servers.map((s) => s.logFile)]);
  if (leaked.length) problems.push(`logs hold private addresses: ${leaked.slice(0, 3).join(' | ')}`);
  return { problems, photoMb: Number((photo.length / 1e6).toFixed(1)) };
}

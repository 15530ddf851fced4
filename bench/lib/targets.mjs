/**
 * The page kinds the benchmark loads, found on the running site: the competition pages from
 * /sitemap.xml, a zone draw and a finals grid from the links of the first competition page, and a
 * school page and its calendar feed from the zone draw's team links.
 */
import { fetchBody } from './util.mjs';

/** What the data call sends when it has to be a POST: the contract's salt body. */
const SALT_BODY = JSON.stringify({ salt: 'bench' });

/**
 * @typedef {{ name: string, path: string, method: string, body?: string, headers?: Record<string, string>,
 *   kind: 'html' | 'json' | 'ics', note?: string }} Target
 */

/** @returns {Promise<{ year: number, targets: Target[], entryForm: string }>} */
export async function discoverTargets(base) {
  const sitemap = await fetchBody(`${base}/sitemap.xml`);
  if (sitemap.status !== 200) throw new Error(`/sitemap.xml answered ${sitemap.status}`);
  const paths = [...sitemap.buffer.toString('utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]).pathname,
  );
  const competitions = paths.filter((p) => /^\/\d{4}\/competition\/[^/]+\/[^/]+$/.test(p));
  if (!competitions.length) throw new Error('The sitemap lists no competition page: is the store empty?');
  // The sitemap lists the newest season first.
  const year = Math.max(...competitions.map((p) => Number(p.split('/')[1])));
  const competition =
    competitions.find((p) => p === `/${year}/competition/metropolitan/primary`) ??
    competitions.find((p) => p.startsWith(`/${year}/`));

  const page = await fetchBody(`${base}${competition}`);
  const links = [
    ...new Set([...page.buffer.toString('utf8').matchAll(/href="(\/[^"#?]+)"/g)].map((m) => m[1])),
  ];
  const zone =
    links.find((href) => href.startsWith(`/${year}/divisions/championship/`)) ??
    links.find((href) => href.startsWith(`/${year}/divisions/`));
  const finals =
    links.find((href) => href.startsWith(`/${year}/finals/championship/zone/`)) ??
    links.find((href) => href.startsWith(`/${year}/finals/`));
  if (!zone || !finals) throw new Error(`${competition} links to no zone draw or finals page of ${year}.`);
  // A school's page of the season and its calendar, from the zone draw's team links.
  const zonePage = (await fetchBody(`${base}${zone}`)).buffer.toString('utf8');
  const [, school, slug] = zonePage.match(/href="(\/schools\/([a-z0-9-]+)(?:\/\d{4})?)"/) ?? [];
  if (!school) throw new Error(`${zone} links to no school page.`);

  const html = (name, path) => ({ name, path, method: 'GET', kind: /** @type {const} */ ('html') });
  return {
    year,
    targets: [
      html('home', '/home'),
      html('competitions', '/competitions'),
      html('competition', competition),
      html('zone draw', zone),
      html('finals', finals),
      html('country finals', `/${year}/country-secondary-finals`),
      html('privacy', '/privacy-policy'),
      html('school', school),
      { name: 'school calendar', path: `/schools/${slug}/calendar.ics`, method: 'GET', kind: 'ics' },
      await dataCall(base, year),
    ],
    entryForm: '/enter-online',
  };
}

/**
 * The contract's data call, as a GET where the site serves one (a cacheable read); otherwise as the
 * POST with a salt body that the original front end sends.
 * @returns {Promise<Target>}
 */
async function dataCall(base, year) {
  const path = `/api/index/get-all-data/year/${year}`;
  const get = await fetchBody(`${base}${path}`);
  if (get.status === 200) return { name: 'get-all-data', path, method: 'GET', kind: 'json' };
  return {
    name: 'get-all-data',
    path,
    method: 'POST',
    body: SALT_BODY,
    headers: { 'content-type': 'application/json' },
    kind: 'json',
    note: `GET answered ${get.status}, so the POST was measured`,
  };
}

/** The request of a target on a given server. */
export function requestOf(base, target) {
  return { url: `${base}${target.path}`, method: target.method, body: target.body, headers: target.headers };
}

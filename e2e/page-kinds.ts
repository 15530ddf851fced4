/** One address of each kind of page, for the checks that hold on every kind (sitemap.xml is a feed: feed-revalidation.spec.ts). */
export const CACHED_PAGES = {
  home: '/home',
  competitions: '/competitions',
  competition: '/2026/competition/metropolitan/primary',
  zone: '/2026/divisions/championship/EC',
  'finals start': '/2026/finals',
  'finals grid': '/2026/finals/championship/intermetropolitan/1/2',
  'country secondary finals': '/2026/country-secondary-finals',
  changes: '/2026/changes',
  'privacy policy': '/privacy-policy',
} as const;

/** Pages rendered for each request: the entry form, search results and what answers for unknown addresses. */
export const PER_REQUEST_PAGES = {
  search: '/search?q=beecroft',
  'entry form': '/enter-online?metro=metropolitan&competition=primary',
  'invitation link': '/enter-online/00000000000000000000000000000000',
  'unknown address': '/no-such-page',
} as const;

/** Kinds the lists above leave out, for the checks that read every kind (HTML conformance, words). */
export const MORE_PAGES = {
  'country knock-out zone': '/2026/divisions/country/HU',
  'changes of one zone': '/2025/changes/primary/OR',
  'competition history': '/2026/competition/metropolitan/secondary/history',
  school: '/schools/darcy-road',
  "school's other season": '/schools/darcy-road/2025',
  "school's seasons": '/schools/darcy-road/seasons',
  "school's results by email": '/schools/darcy-road/email',
  error: '/error',
} as const;

/** Every HTML page kind once. */
export const HTML_PAGES: Record<string, string> = Object.fromEntries(
  Object.entries({ ...CACHED_PAGES, ...PER_REQUEST_PAGES, ...MORE_PAGES }).filter(
    ([, address]) => !address.endsWith('.xml'),
  ),
);

/** The league's notices: which pages show each one, and so which parts of the site a change to them touches. */
import type { Notice } from './bundle-news';
import type { Competition } from './constants';
import type { SitePart } from './season-change';

type Zones = { zones: { code: string; competition: Competition }[]; notices?: Notice[] };

/** A zone page shows the season's notices, its competition's and its own; a finals page the season's and its competition's. */
export function noticesFor(
  notices: readonly Notice[],
  page: { competition?: Competition; zone?: string },
): Notice[] {
  return notices
    .filter(
      (n) => (!n.competition || n.competition === page.competition) && (!n.zone || n.zone === page.zone),
    )
    .sort((a, b) => b.date.localeCompare(a.date));
}

function partsOf(notice: Notice, season: Zones): SitePart[] {
  if (notice.zone) return [`zone:${notice.zone}`];
  const zones = season.zones.filter((z) => !notice.competition || z.competition === notice.competition);
  return ['finals', ...zones.map((z) => `zone:${z.code}` as const)];
}

/** The pages whose notices differ between two bundles (the changes page is the season's, always touched). */
export function noticeParts(before: Zones, after: Zones): SitePart[] {
  const key = (n: Notice) => JSON.stringify([n.date, n.text, n.competition ?? '', n.zone ?? '']);
  const old = new Set((before.notices ?? []).map(key));
  const now = new Set((after.notices ?? []).map(key));
  const differing = [
    ...(before.notices ?? []).filter((n) => !now.has(key(n))),
    ...(after.notices ?? []).filter((n) => !old.has(key(n))),
  ];
  const parts = new Set<SitePart>(['season']);
  for (const notice of differing) for (const part of partsOf(notice, after)) parts.add(part);
  return [...parts];
}

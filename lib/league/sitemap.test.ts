import type { ChangeRecord } from './bundle-news';
import { seasonPages, sitemapXml } from './sitemap';
import type { SeasonIndex } from './season-index';

const index = {
  season: { id: 1, year: 2026, active: true, published: true },
  regions: [{ code: 'ME', name: 'Met East', metro: 'metropolitan' }],
  zones: [
    {
      code: 'EC',
      name: 'Eastern Central',
      regionCode: 'ME',
      metro: 'metropolitan',
      competition: 'primary',
      scorer: null,
    },
    {
      code: 'NS',
      name: 'North Shore',
      regionCode: 'ME',
      metro: 'metropolitan',
      competition: 'primary',
      scorer: null,
    },
  ],
  divisions: {
    EC: {
      championship: [{ code: 'EC1', name: 'EC 1', no: 1 }],
      intermediate: [{ code: 'EC2', name: 'EC 2', no: 2 }],
    },
    NS: { championship: [{ code: 'NS1', name: 'NS 1', no: 1 }] },
  },
  finals: {
    g: {
      competition: 'primary',
      grade: 'championship',
      stage: 'region',
      value: 'ME',
      decided: false,
      maxStep: 0,
    },
  },
  roundRobinFinals: false,
} as unknown as SeasonIndex;

const item = (over: Partial<ChangeRecord['items'][number]>) => ({
  kind: 'results-posted' as const,
  group: 'EC1',
  text: 'x',
  teams: [],
  ...over,
});
const records: ChangeRecord[] = [
  { at: '2026-05-02T08:00:00.000Z', items: [item({ zone: 'EC', competition: 'primary' })] },
  {
    at: '2026-06-10T08:00:00.000Z',
    items: [
      item({ group: 'Met East region Championship final', competition: 'primary', kind: 'finals-decided' }),
    ],
  },
  {
    at: '2026-05-20T08:00:00.000Z',
    items: [item({ zone: 'EC', competition: 'primary', kind: 'round-moved' })],
  },
];

describe('the sitemap', () => {
  const pages = seasonPages(index, records, true);
  const lastmod = (path: string) => pages.find((p) => p.path === path)?.lastmod;

  it("lists a season's competition, history, changes, zone (each drawn grade) and finals pages", () => {
    expect(pages.map((p) => p.path)).toEqual(
      expect.arrayContaining([
        '/2026/competition/metropolitan/primary',
        '/2026/competition/metropolitan/primary/history',
        '/2026/changes',
        '/2026/divisions/championship/EC',
        '/2026/divisions/intermediate/EC',
        '/2026/divisions/championship/NS',
        '/2026/finals/championship/region/ME/2',
      ]),
    );
    expect(pages.some((p) => p.path === '/2026/divisions/intermediate/NS')).toBe(false);
  });

  it('gives each page the time of the newest change it shows, and none where the record has none', () => {
    expect(lastmod('/2026/divisions/championship/EC')).toBe('2026-05-20T08:00:00.000Z');
    expect(lastmod('/2026/divisions/championship/NS')).toBeNull();
    expect(lastmod('/2026/finals/championship/region/ME/2')).toBe('2026-06-10T08:00:00.000Z');
    expect(lastmod('/2026/changes')).toBe('2026-06-10T08:00:00.000Z');
    expect(lastmod('/2026/competition/metropolitan/primary/history')).toBe('2026-06-10T08:00:00.000Z');
    expect(lastmod('/2026/competition/metropolitan/secondary')).toBeNull();
  });

  it('writes XML with every text escaped', () => {
    const xml = sitemapXml(
      [
        { path: '/a?b=1&c=<2>', lastmod: '2026-05-20T08:00:00.000Z', changefreq: 'weekly', priority: 0.8 },
        { path: '/b' },
      ],
      (p) => `https://example.org${p}`,
    );
    expect(xml).toContain('<loc>https://example.org/a?b=1&amp;c=&lt;2&gt;</loc>');
    expect(xml).toContain('<lastmod>2026-05-20T08:00:00.000Z</lastmod>');
    expect(xml).toContain('<priority>0.8</priority>');
    expect(xml.match(/<lastmod>/g)).toHaveLength(1);
  });
});

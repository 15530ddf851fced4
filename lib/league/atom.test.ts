import { parseFeed } from '@rowanmanning/feed-parser';
import { atomFeed, escapeXml } from './atom';

const records = [
  {
    at: '2026-06-14T00:30:00.000Z',
    items: [
      {
        kind: 'team-renamed' as const,
        group: 'EC3',
        text: 'EC3: Waverley College A renamed <b>Waverley & "Co"</b>',
        teams: [],
      },
      {
        kind: 'round-moved' as const,
        group: 'EC3',
        text: 'EC3 round 7 moved from 12 June to 19 June',
        teams: [],
      },
    ],
  },
  {
    at: '2026-05-02T09:00:00.000Z',
    items: [
      {
        kind: 'results-posted' as const,
        group: 'PA2',
        text: 'PA2 round 1: results of 4 matches posted',
        teams: [],
      },
    ],
  },
];

describe('the Atom feed of change records', () => {
  const xml = atomFeed({
    self: 'https://example.org/2026/changes/feed.xml',
    page: 'https://example.org/2026/changes',
    title: 'NSWJCL Schools 2026: latest changes',
    records,
    fallbackUpdated: '2026-01-01T00:00:00.000Z',
  });

  it('is an Atom feed an independent parser reads, newest record first, with the texts as written', () => {
    const feed = parseFeed(xml);
    expect(feed.meta.type).toBe('atom');
    expect(feed.title).toBe('NSWJCL Schools 2026: latest changes');
    expect(feed.url).toBe('https://example.org/2026/changes');
    expect(feed.items.map((i) => i.title)).toEqual([
      'Sunday 14 June 2026: 2 changes',
      'Saturday 2 May 2026: PA2 round 1: results of 4 matches posted',
    ]);
    expect(feed.items[0]?.content).toContain('renamed <b>Waverley & "Co"</b>');
    expect(feed.items[0]?.published?.toISOString() ?? feed.items[0]?.updated?.toISOString()).toBe(
      '2026-06-14T00:30:00.000Z',
    );
    expect(xml).not.toContain('<b>');
  });

  it('escapes markup and drops characters XML cannot hold', () => {
    expect(escapeXml(`a<b>&'"\u0001\uffff`)).toBe('a&lt;b&gt;&amp;&apos;&quot;');
  });

  it('is a valid feed without records', () => {
    const empty = atomFeed({
      self: 'https://example.org/f',
      page: 'https://example.org/p',
      title: 'T',
      records: [],
      fallbackUpdated: '2026-01-01T00:00:00.000Z',
    });
    const feed = parseFeed(empty);
    expect(feed.items).toEqual([]);
    expect(feed.updated?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
});

/**
 * An Atom feed (RFC 4287) of change records, written by hand: every text from the store is escaped
 * for XML, and characters XML 1.0 cannot hold are dropped.
 */
import type { ChangeRecord } from './bundle-news';
import { recordDate, recordDay } from './change-text';

// Tab, line breaks and everything from space up, but the surrogate halves and U+FFFE/U+FFFF.
const NOT_XML = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export type FeedOptions = {
  /** Absolute address of the feed itself, also its id. */
  self: string;
  /** Absolute address of the page the feed follows. */
  page: string;
  title: string;
  records: readonly ChangeRecord[];
  /** Used as the feed's updated time when there is no record yet. */
  fallbackUpdated: string;
};

const MAX_ENTRIES = 50;

const newestFirst = (records: readonly ChangeRecord[]) =>
  [...records].sort((a, b) => b.at.localeCompare(a.at));

/** The feed's `updated`: its newest record's time, also the answer's Last-Modified. */
export function feedUpdated(records: readonly ChangeRecord[], fallbackUpdated: string): string {
  return newestFirst(records)[0]?.at ?? fallbackUpdated;
}

export function atomFeed({ self, page, title, records, fallbackUpdated }: FeedOptions): string {
  const newest = newestFirst(records).slice(0, MAX_ENTRIES);
  const entries = newest.map((record) => {
    const lines = record.items.map((item) => item.text);
    const heading = `${recordDate(record.at)}: ${lines.length === 1 ? lines[0] : `${lines.length} changes`}`;
    // The changes page has one section per day; the entry's id is its record's own.
    const anchor = `${page}#changes-${recordDay(record.at)}`;
    return [
      '  <entry>',
      `    <id>${escapeXml(`${page}#${record.at}`)}</id>`,
      `    <title>${escapeXml(heading)}</title>`,
      `    <updated>${escapeXml(record.at)}</updated>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(anchor)}"/>`,
      `    <content type="text">${escapeXml(lines.join('\n'))}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(self)}</id>`,
    `  <title>${escapeXml(title)}</title>`,
    `  <updated>${escapeXml(feedUpdated(records, fallbackUpdated))}</updated>`,
    '  <author><name>NSW Junior Chess League</name></author>',
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(page)}"/>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

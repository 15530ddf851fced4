import { etagOf, feedResponse, noFeed } from './feed-response';

const BODY = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
const CHANGED = '2026-06-14T09:30:00.250Z';
const answer = { body: BODY, type: 'text/calendar', lastModified: CHANGED, fileName: 'EC1 2026.ics' };

describe('a feed answer', () => {
  it('carries its type with a charset, the shared-cache policy, an ETag of its bytes and Last-Modified in whole seconds', async () => {
    const response = feedResponse(answer);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    expect(response.headers.get('etag')).toMatch(/^W\/"[A-Za-z0-9_-]{32}"$/);
    expect(response.headers.get('last-modified')).toBe('Sun, 14 Jun 2026 09:30:00 GMT');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="EC1_2026.ics"');
    expect(await response.text()).toBe(BODY);
  });

  it('has an ETag that changes with any byte of the body', () => {
    expect(etagOf(BODY)).toBe(etagOf(`${BODY}`));
    expect(etagOf(BODY)).not.toBe(etagOf(BODY.replace('END', 'End')));
  });

  it('has no Last-Modified when nothing says when the data changed', () => {
    expect(feedResponse({ ...answer, lastModified: null }).headers.get('last-modified')).toBeNull();
  });

  it('answers a missing feed 404 in plain words that no cache keeps', async () => {
    const response = noFeed('No such calendar.');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('No such calendar.\n');
  });
});

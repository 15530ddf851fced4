/** The read calls' inputs that once made a 500 (docs/reliability/abuse.md), each kept as a test. */
import { type TestStore } from '@/test/engines';
import * as typeahead from '@/app/api/index/school-name-typeahead/route';
import * as searchSchool from '@/app/api/index/search-school-by-name/route';
import { readAnswer } from './harness';
import { SITE } from './hostile-requests';
import { postRequest, withReadCallStore } from './read-calls';

let current: TestStore;
jest.mock('@/lib/db/server', () => ({
  getDb: async () => current.db,
  getStore: async () => current,
}));

withReadCallStore((store) => (current = store));

describe('the inputs that once made a 500 (docs/reliability/abuse.md)', () => {
  it('a type-ahead query with a NUL character is a 400 that asks for plain text', async () => {
    const { status, body } = await readAnswer(
      await typeahead.GET(new Request(`${SITE}/api/index/school-name-typeahead?query=%00`)),
    );
    expect(status).toBe(400);
    expect(body.error).toMatch(/^query must be plain text/);
  });

  it('a school name with a NUL character is a 400 that asks for plain text', async () => {
    const input = { body: '{"schoolname":"\\u0000"}', type: 'application/json', length: null, ip: null };
    const { status, body } = await readAnswer(
      await searchSchool.POST(postRequest('/api/index/search-school-by-name', input)),
    );
    expect(status).toBe(400);
    expect(body.error).toMatch(/^schoolname must be plain text/);
  });

  it('a school name with a lone surrogate after a non-ASCII character is a 400 that asks for plain text', async () => {
    const input = {
      body: '{"schoolname":"\\u0085\\udc00"}',
      type: 'application/json',
      length: null,
      ip: null,
    };
    const { status, body } = await readAnswer(
      await searchSchool.POST(postRequest('/api/index/search-school-by-name', input)),
    );
    expect(status).toBe(400);
    expect(body.error).toMatch(/^schoolname must be plain text/);
  });
});

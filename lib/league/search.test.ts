import { demoBundle, seasonIndexOfBundle } from '@/test/season-index';
import { SEARCH_QUERY_MAX, readQuery, searchEntries, searchFor, searchText } from './search';

const bundle = demoBundle(2026);
const index = seasonIndexOfBundle(bundle);
const schools = bundle.schools.map((s) => ({ name: s.name, href: `/schools/${encodeURIComponent(s.name)}` }));
const entries = searchEntries(2026, index, schools);

describe('searchFor on the 2026 demo season', () => {
  it('lists Beecroft Public School first for "beecroft"', () => {
    expect(searchFor(entries, 'beecroft')[0]).toMatchObject({
      kind: 'school',
      label: 'Beecroft Public School',
    });
  });

  it('finds a zone by name and links to its draw page', () => {
    const [first] = searchFor(entries, 'east coast');
    expect(first).toMatchObject({
      kind: 'zone',
      label: 'East Coast zone',
      href: '/2026/divisions/championship/EC',
    });
  });

  it('finds a division by its code and links to its tab on the zone page', () => {
    const [first] = searchFor(entries, 'ec1');
    expect(first).toMatchObject({ kind: 'division', href: '/2026/divisions/championship/EC#EC1' });
    expect(first!.label).toMatch(/^EC1 /);
  });

  it('needs every word of the query, in any order and case', () => {
    const found = searchFor(entries, 'SCHOOL public BEEC');
    expect(found.map((e) => e.label)).toEqual(['Beecroft Public School']);
    expect(searchFor(entries, 'beecroft zzz')).toEqual([]);
  });

  it('answers nothing for an empty or punctuation-only query, and at most the limit', () => {
    expect(searchFor(entries, '')).toEqual([]);
    expect(searchFor(entries, ' %_\\ ')).toEqual([]);
    expect(searchFor(entries, 'e', 5)).toHaveLength(5);
  });
});

describe('readQuery and searchText', () => {
  it('takes the first value, trims it, drops control characters and bounds the length', () => {
    expect(readQuery(['  beecroft ', 'other'])).toBe('beecroft');
    expect(readQuery(undefined)).toBe('');
    expect(readQuery('a\u0000b')).toBe('a b');
    expect([...readQuery('漢'.repeat(500))]).toHaveLength(SEARCH_QUERY_MAX);
  });

  it('folds case, accents and punctuation', () => {
    expect(searchText("St. Bernadette's  Castle-Hill")).toBe('st bernadettes castle hill');
    expect(searchText('École')).toBe('ecole');
  });
});

/**
 * The plain-text rule (lib/league/plain-text.ts) as each of its users applies it: the season
 * bundle (zod), the entry request (Yup, on the form and the server) and the school look-ups' route
 * handlers. The same inputs go through all of them, so they cannot come to disagree.
 */
import { GET as typeahead } from '@/app/api/index/school-name-typeahead/route';
import { POST as searchSchool } from '@/app/api/index/search-school-by-name/route';
import { resetRateLimits } from '@/lib/api/rate-limit';
import { validateEntry } from '@/lib/entry/schema';
import { MESSAGES } from '@/lib/entry/texts';
import { checkBundle } from '@/lib/league/bundle';
import { isPlainText, PLAIN_TEXT_MESSAGE } from '@/lib/league/plain-text';
import { sampleEntry } from '@/test/entry-sample';
import { sampleBundle } from '@/test/fixtures';

jest.mock('@/lib/source', () => ({
  getLeagueSource: () => ({ schoolTypeahead: async () => [], searchSchoolByName: async () => null }),
}));

const GOOD: [string, string][] = [
  ['plain words', 'Carlingford West Public School'],
  ['a tab and line breaks', 'Hall A\tBlock 2\r\nLevel 1\n'],
  ['accents and an emoji (a whole surrogate pair)', 'Café Łódź ♞ \ud83d\ude00'],
  ['the last character below the surrogates', 'x\ud7ff'],
];
const BAD: [string, string][] = [
  ['NUL', 'Hall\u0000'],
  ['a bell', 'Hall\u0007'],
  ['an escape sequence', '\u001b[31mHall'],
  ['DEL', 'Hall\u007f'],
  ['a vertical tab', 'Hall\u000b'],
  ['a C1 control (next line)', 'Hall\u0085A'],
  ['a right-to-left override', 'Hall \u202eA kcolB'],
  ['a left-to-right embedding', '\u202aHall'],
  ['a first-strong isolate', 'Hall \u2068A\u2069'],
];
/** An address cannot carry these: encoding it puts U+FFFD in their place, so the typeahead's query never holds one. */
const LONE_SURROGATES: [string, string][] = [
  ['a lone high surrogate at the end', 'Hall \ud83d'],
  ['a lone low surrogate', 'Hall \ude00 B'],
  ['two high surrogates', 'Hall \ud83d\ud83d'],
];

/** Whether each user of the rule takes `text`. */
async function verdicts(text: string) {
  const bundle = sampleBundle(2030);
  bundle.schools[0]!.address = text;
  const entry = sampleEntry('Example School');
  const checked = await validateEntry({ ...entry, school: { ...entry.school, address: `1 ${text}` } });
  resetRateLimits();
  const typeaheadAnswer = await typeahead(
    new Request(`http://league.test/api/index/school-name-typeahead?${new URLSearchParams({ query: text })}`),
  );
  const searchAnswer = await searchSchool(
    new Request('http://league.test/api/index/search-school-by-name', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ schoolname: `School ${text}` }),
    }),
  );
  return {
    rule: isPlainText(text),
    bundle: checkBundle(bundle).ok,
    entry: checked.ok,
    entryMessage: checked.ok ? null : checked.fieldErrors['school.address'],
    typeahead: typeaheadAnswer.status !== 400,
    typeaheadError:
      typeaheadAnswer.status === 400 ? ((await typeaheadAnswer.json()) as { error: string }).error : null,
    // The search answers 404 for a name it does not know: past the check.
    search: searchAnswer.status !== 400,
  };
}

describe('plain text, everywhere it is checked', () => {
  it.each(GOOD)('takes %s', async (_, text) => {
    expect(await verdicts(text)).toEqual({
      rule: true,
      bundle: true,
      entry: true,
      entryMessage: null,
      typeahead: true,
      typeaheadError: null,
      search: true,
    });
  });

  const refused = {
    rule: false,
    bundle: false,
    entry: false,
    entryMessage: MESSAGES.text,
    typeahead: false,
    typeaheadError: `query ${PLAIN_TEXT_MESSAGE}.`,
    search: false,
  };

  it.each(BAD)('refuses %s', async (_, text) => {
    expect(await verdicts(text)).toEqual(refused);
  });

  it.each(LONE_SURROGATES)('refuses %s (the typeahead gets U+FFFD instead)', async (_, text) => {
    expect(await verdicts(text)).toEqual({ ...refused, typeahead: true, typeaheadError: null });
  });
});

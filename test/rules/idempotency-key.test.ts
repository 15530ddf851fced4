/**
 * The idempotency-key rule (lib/entry/idempotency-key.ts) as each of its users applies it: the
 * entry submission (shared by the server action and the contract's route) and the draft the form
 * keeps its key in. The same keys go through both, and a key the form makes passes both.
 */
import { IDEMPOTENCY_KEY_MESSAGE, isIdempotencyKey, newIdempotencyKey } from '@/lib/league/idempotency-key';
import { draftStorageKey, readDraft, saveDraft } from '@/lib/entry/draft';
import { initialValues } from '@/lib/entry/form';
import { submitEntry } from '@/lib/entry/submit';

jest.mock('@/lib/entry/entry-store', () => ({
  getEntryStore: () => ({ findEnterOnlineRequest: async () => null }),
}));

/** The draft reads the browser's localStorage; a Map stands in for it. */
const kept = new Map<string, string>();
Object.assign(globalThis, {
  window: {
    localStorage: {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
      removeItem: (key: string) => void kept.delete(key),
    },
  },
});

const GOOD: [string, string][] = [
  ['16 characters', 'abcdefghij012345'],
  ['128 characters', 'k'.repeat(128)],
  ['letters, digits, - and _', 'Entry_2026-retry-0001'],
  ['one the form makes', newIdempotencyKey()],
];
const BAD: [string, unknown][] = [
  ['15 characters', 'abcdefghij01234'],
  ['129 characters', 'k'.repeat(129)],
  ['a space', 'entry 0123456789abcdef'],
  ['a dot', 'entry.0123456789abcdef'],
  ['an emoji', 'entry-0123456789abcdef\ud83d\ude00'],
  ['a number', 1234567890123456],
  ['nothing', undefined],
];

async function verdicts(key: unknown) {
  const storageKey = draftStorageKey(null);
  kept.set(
    storageKey,
    JSON.stringify({
      version: 1,
      key,
      savedAt: Date.now(),
      values: initialValues({ mode: 'country_primary' }),
    }),
  );
  const outcome = await submitEntry({ idempotency_key: key, mode: 'metropolitan_primary' }, { ip: null });
  const draft = readDraft(storageKey);
  return {
    rule: isIdempotencyKey(key),
    draft: draft !== null && draft.key === key,
    // A good key gets as far as the entry's own fields (422); a bad one stops at the key (400).
    submission: outcome.status === 'invalid' && outcome.httpStatus === 422,
    submissionError:
      outcome.status === 'invalid' && outcome.httpStatus === 400 ? outcome.fieldErrors['(request)'] : null,
  };
}

describe('an idempotency key, everywhere it is checked', () => {
  it.each(GOOD)('takes %s', async (_, key) => {
    expect(await verdicts(key)).toEqual({ rule: true, draft: true, submission: true, submissionError: null });
  });
  it.each(BAD)('refuses %s', async (_, key) => {
    expect(await verdicts(key)).toEqual({
      rule: false,
      draft: false,
      submission: false,
      submissionError: IDEMPOTENCY_KEY_MESSAGE,
    });
  });
  it('a key saved with a draft comes back unchanged', () => {
    const key = newIdempotencyKey();
    saveDraft('k', { key, values: initialValues({ mode: 'country_primary' }), savedAt: Date.now() });
    expect(readDraft('k')?.key).toBe(key);
  });
});

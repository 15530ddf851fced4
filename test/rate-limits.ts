/** What the rate limit tests share: the lookup refusal, spending an allowance, and the limits' settings. */
import type { RateLimiters } from '@/lib/api/rate-limit';

export const LOOKUP_REFUSAL =
  /^Too many school searches have come from your network\. Please wait \d+ seconds? and try again\.$/;

export async function spendAll(limiters: RateLimiters[], ip: string, times: number) {
  const answers = [];
  for (let i = 0; i < times; i += 1) answers.push(await limiters[i % limiters.length]!.check('lookups', ip));
  return answers;
}

/** Three school searches an address before each test; the settings back as they were after it. */
export function lookupLimitOfThree() {
  beforeEach(() => {
    process.env.LOOKUP_RATE_LIMIT = '3';
  });
  afterEach(() => {
    delete process.env.LOOKUP_RATE_LIMIT;
    delete process.env.ENTRY_RATE_LIMIT;
    jest.restoreAllMocks();
  });
}

import { REFUSAL_LOG_INTERVAL_MS, flushRefusals, logRefusal } from './refusal-log';

describe('the refusal log', () => {
  let lines: string[];
  let warn: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    lines = [];
    warn = jest
      .spyOn(console, 'warn')
      .mockImplementation((...args: unknown[]) => void lines.push(args.join(' ')));
  });
  afterEach(() => {
    flushRefusals();
    warn.mockRestore();
    jest.useRealTimers();
  });

  it('writes the first of each kind in full and the rest as one line of counts a minute', () => {
    for (let i = 0; i < 10_000; i += 1) logRefusal('server action 403', `a server action request ${i}`);
    for (let i = 0; i < 500; i += 1) logRefusal('unknown invitation hash', `a look-up ${i}`);
    expect(lines).toEqual([
      expect.stringContaining('a server action request 0.'),
      expect.stringContaining('a look-up 0.'),
    ]);
    jest.advanceTimersByTime(REFUSAL_LOG_INTERVAL_MS);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe(
      'Refused in the last minute, besides those logged above: 9999 × server action 403; 499 × unknown invitation hash.',
    );
  });

  it('starts each minute afresh, and writes no line of counts for a minute of single refusals', () => {
    logRefusal('server action 413', 'one');
    jest.advanceTimersByTime(REFUSAL_LOG_INTERVAL_MS);
    logRefusal('server action 413', 'two');
    jest.advanceTimersByTime(REFUSAL_LOG_INTERVAL_MS);
    expect(lines).toEqual([expect.stringContaining('Refused one.'), expect.stringContaining('Refused two.')]);
  });

  it('stays bounded however many kinds it is given', () => {
    for (let i = 0; i < 1_000; i += 1) logRefusal(`kind ${i}`, `kind ${i}`);
    expect(lines.length).toBeLessThanOrEqual(50);
  });

  it("never writes a private address's token", () => {
    const token = 'Qk9fT0tFTl9PRl9BX1NDSE9PTF9XSVRIXzI1Nl9CSVRT';
    logRefusal(
      'server action 403',
      `a server action request to /private/${token}/match/PA2~r7~1v8 (403): Origin https://evil.example is not this site`,
    );
    expect(lines).toEqual([expect.stringContaining('/private/[token]/match/PA2~r7~1v8 (403)')]);
    expect(lines.join('\n')).not.toContain(token);
  });
});

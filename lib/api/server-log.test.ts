import { logLine } from './server-log.mjs';

describe("the server's log", () => {
  it('never writes a private address, whoever wrote the line', () => {
    const token = 'a'.repeat(43);
    const line = `Request body exceeded 11MB for /private/${token}/match/PA1~r3~3v1. Only the first 11MB will be available`;
    expect(logLine(line, () => undefined)).toBe(
      'Request body exceeded 11MB for /private/[token]/match/PA1~r3~3v1. Only the first 11MB will be available',
    );
  });

  it("counts Next's warning for an action it does not know as a refusal instead of writing its stack", () => {
    const refusals: string[] = [];
    const warning = `Error: Failed to find Server Action "${'cd'.repeat(21)}". This request might be from an older or newer deployment.\n    at handleAction (next/dist/server/app-render/action-handler.js:1:1)\n`;
    expect(logLine(warning, (kind) => refusals.push(kind))).toBeNull();
    expect(
      logLine('Error: The Server Reference ID did not match the expected format.', (kind) =>
        refusals.push(kind),
      ),
    ).toBeNull();
    expect(refusals).toEqual(['unknown server action', 'unknown server action']);
    expect(logLine('Ready on http://localhost:3000\n', () => undefined)).toBe(
      'Ready on http://localhost:3000\n',
    );
  });
});

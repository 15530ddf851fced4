/**
 * HTML conformance: the HTML the server answers for one page of each kind, checked by the W3C Nu
 * checker (vnu-jar, run with the machine's Java, once for all the pages), must give no error.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { test, expect } from './fixtures';
import { HTML_PAGES } from './page-kinds';

type NuMessage = {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
};

/** The fault issue 21 found on every page: a checker that misses it proves nothing. */
const KNOWN_BAD =
  '<!doctype html><html lang="en"><title>t</title><input type="search" role="combobox" aria-expanded="false">';

/** Runs the Nu checker on the files, in one Java process; its messages. */
async function nuCheck(files: string[]): Promise<NuMessage[]> {
  const { stdout, stderr } = await promisify(execFile)(
    'java',
    [
      '-Xss4m',
      '-jar',
      require.resolve('vnu-jar/build/dist/vnu.jar'),
      '--format',
      'json',
      '--exit-zero-always',
      ...files,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  // The JSON report goes to standard error.
  return (JSON.parse(stderr || stdout) as { messages: NuMessage[] }).messages;
}

test.describe('HTML conformance', () => {
  test('one page of each kind, as the server answers it, has no Nu checker error', async ({ request }) => {
    test.setTimeout(120_000);
    const pages = Object.entries(HTML_PAGES);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nu-'));
    try {
      const fileOf = new Map<string, string>();
      for (const [kind, address] of pages) {
        const response = await request.get(address);
        expect(response.headers()['content-type'], `${kind} (${address})`).toContain('text/html');
        const file = path.join(dir, `${fileOf.size}.html`);
        fs.writeFileSync(file, await response.body());
        fileOf.set(kind, file);
      }
      const canary = path.join(dir, 'known-bad.html');
      fs.writeFileSync(canary, KNOWN_BAD);
      const messages = await nuCheck([canary, ...fileOf.values()]);
      expect(messages.filter((m) => m.url?.endsWith('/known-bad.html')).map((m) => m.message)).toEqual([
        expect.stringContaining('Bad value “search” for attribute “type” on element “input”'),
      ]);
      // Every page checked, and every error shown by page kind: `{}` is the pass.
      const errors: Record<string, string[]> = {};
      for (const m of messages.filter(
        (m) => (m.type === 'error' || m.type === 'non-document-error') && !m.url?.endsWith('/known-bad.html'),
      )) {
        const kind =
          [...fileOf].find(([, file]) => m.url?.endsWith(`/${path.basename(file)}`))?.[0] ?? 'the checker';
        (errors[kind] ??= []).push(`line ${m.lastLine ?? '?'}: ${m.message} ${m.extract?.trim() ?? ''}`);
      }
      expect(errors).toEqual({});
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

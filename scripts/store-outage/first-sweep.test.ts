/** The store-outage run waits out the server's first card sweep before it counts queries: both name one delay. */
import fs from 'node:fs';
import path from 'node:path';
import { FIRST_SWEEP_MS } from '@/lib/cache/card-sweep';

it('waits as long as the server waits before its first sweep', () => {
  const script = fs.readFileSync(path.join(__dirname, 'mid-run.mjs'), 'utf8');
  const found = /const FIRST_SWEEP_MS = ([\d_]+);/.exec(script);
  expect(Number(found?.[1]?.replaceAll('_', ''))).toBe(FIRST_SWEEP_MS);
});

/**
 * Tests that need the machine's PostgreSQL. `npm test` (scripts/run-tests.mjs) probes it once and
 * names it in TEST_SERVICES_MISSING when it cannot be reached; a describe block that needs a missing
 * service is then not registered, and is written to TEST_SKIPPED_FILE so that `npm test` lists it at
 * the end. Under CI a missing service is a failure instead. Run without `npm test`, PostgreSQL is
 * expected.
 */
import fs from 'node:fs';
import path from 'node:path';
import { onCi } from '@/lib/ci.cjs';

export type Service = 'postgres';

export const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

const LABELS: Record<Service, string> = { postgres: 'PostgreSQL' };

function address(): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  return `${url.hostname}:${url.port || '5432'}`;
}

export function serviceMissing(service: Service): boolean {
  return (process.env.TEST_SERVICES_MISSING ?? '')
    .split(',')
    .map((name) => name.trim())
    .includes(service);
}

export { onCi };

export function missingReason(service: Service): string {
  return `${LABELS[service]} not reachable at ${address()}`;
}

/** Notes a block left out, for `npm test`'s closing list (or on the console when run directly). */
export function recordSkip(title: string, service: Service): void {
  const testPath = expect.getState().testPath;
  const file = testPath ? path.relative(process.cwd(), testPath) : 'unknown test file';
  const line = `${file}: "${title}" (${missingReason(service)})`;
  if (process.env.TEST_SKIPPED_FILE) fs.appendFileSync(process.env.TEST_SKIPPED_FILE, `${line}\n`);
  else console.warn(`Not run: ${line}`);
}

/**
 * `describe(title, body)` when `service` is reachable. When it is not: under CI, one test that fails
 * and says why; otherwise nothing is registered and the block is recorded as not run.
 */
export function describeWith(service: Service, title: string, body: () => void): void {
  if (!serviceMissing(service)) {
    describe(title, body);
    return;
  }
  if (onCi()) {
    describe(title, () => {
      it(`needs ${LABELS[service]}`, () => {
        throw new Error(`${missingReason(service)}, and a missing service fails under CI.`);
      });
    });
    return;
  }
  recordSkip(title, service);
}

export const describeWithPostgres = (title: string, body: () => void) =>
  describeWith('postgres', title, body);

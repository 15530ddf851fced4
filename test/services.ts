/**
 * Tests that need the machine's PostgreSQL or Redis. `npm test` (scripts/run-tests.mjs) probes both
 * once and names the ones it cannot reach in TEST_SERVICES_MISSING; a describe block that needs a
 * missing service is then not registered, and is written to TEST_SKIPPED_FILE so that `npm test`
 * lists it at the end. Under CI a missing service is a failure instead. Run without `npm test`,
 * both services are expected, as before.
 */
import fs from 'node:fs';
import path from 'node:path';

export type Service = 'postgres' | 'redis';

export const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_TEST_URL = 'redis://127.0.0.1:6379';

const LABELS: Record<Service, string> = { postgres: 'PostgreSQL', redis: 'Redis' };

function address(service: Service): string {
  const url = new URL(service === 'postgres' ? POSTGRES_ADMIN_URL : REDIS_TEST_URL);
  return `${url.hostname}:${url.port || (service === 'postgres' ? '5432' : '6379')}`;
}

export function serviceMissing(service: Service): boolean {
  return (process.env.TEST_SERVICES_MISSING ?? '')
    .split(',')
    .map((name) => name.trim())
    .includes(service);
}

export const onCi = (): boolean =>
  Boolean(process.env.CI) && !['0', 'false'].includes(process.env.CI!.toLowerCase());

export function missingReason(service: Service): string {
  return `${LABELS[service]} not reachable at ${address(service)}`;
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
export const describeWithRedis = (title: string, body: () => void) => describeWith('redis', title, body);

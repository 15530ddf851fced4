/** How many inputs each property run tries: the full 10,000 in `npm test` and under CI, a tenth alone. */
import { FULL_RUNS, propertyRuns } from './harness';

it.each([
  [{}, 1_000],
  [{ PROPERTY_RUNS: 'many' }, 1_000],
  [{ PROPERTY_RUNS: '50' }, 50],
  [{ PROPERTY_RUNS: '10000' }, 10_000],
  [{ CI: 'false' }, 1_000],
  [{ CI: 'true' }, 10_000],
  [{ CI: '1', PROPERTY_RUNS: '100' }, 10_000],
  [{ CI: 'true', PROPERTY_RUNS: '20000' }, 20_000],
])('%j runs %d inputs per target', (env, runs) => {
  expect(FULL_RUNS).toBe(10_000);
  expect(propertyRuns(env)).toBe(runs);
});

/**
 * Where the end-to-end stage spends its time (issue 31.23), from Playwright's JSON report of the run
 * (playwright.config.ts writes it under CI): each project's summed test time and the slowest tests.
 *
 *   node scripts/e2e-times.mjs [REPORT]   (default playwright-report/times.json)
 */
import fs from 'node:fs';

const SLOWEST = 12;

/** Every test result of the report: project, file and title, and how long it took. */
export function testTimes(report) {
  const found = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          found.push({
            project: test.projectName,
            name: `${spec.file ?? file} › ${spec.title}`,
            ms: result.duration,
            status: result.status,
          });
    for (const inner of suite.suites ?? []) walk(inner, suite.file ?? file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return found;
}

export function printTimes(file = 'playwright-report/times.json') {
  if (!fs.existsSync(file)) return;
  const times = testTimes(JSON.parse(fs.readFileSync(file, 'utf8')));
  const byProject = new Map();
  for (const t of times) byProject.set(t.project, (byProject.get(t.project) ?? 0) + t.ms);
  const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
  console.log(`\n\u001b[1mEnd-to-end time by project (tests summed, ${times.length} results):\u001b[0m`);
  for (const [project, ms] of [...byProject].sort((a, b) => b[1] - a[1]))
    console.log(`  ${minutes(ms).padStart(9)}  ${project}`);
  const byFile = new Map();
  for (const t of times) {
    const file = t.name.split(' › ')[0];
    byFile.set(file, (byFile.get(file) ?? 0) + t.ms);
  }
  console.log(`\u001b[1mSlowest files (tests summed, every project):\u001b[0m`);
  for (const [file, ms] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, SLOWEST))
    console.log(`  ${minutes(ms).padStart(9)}  ${file}`);
  console.log(`\u001b[1mSlowest tests:\u001b[0m`);
  for (const t of [...times].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST))
    console.log(
      `  ${`${(t.ms / 1000).toFixed(1)} s`.padStart(8)}  [${t.project}] ${t.name}${t.status === 'passed' ? '' : ` (${t.status})`}`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) printTimes(process.argv[2]);

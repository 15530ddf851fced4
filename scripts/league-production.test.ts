/**
 * `npm run league` on a production install (`npm ci --omit=dev`): a copy of the project whose
 * node_modules holds exactly the packages package-lock.json does not mark as development ones (hard
 * links of this checkout's, so nothing is downloaded), away from this checkout's node_modules and with no
 * other node_modules/.bin on the PATH, runs the command an official runs on the league's server.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
/** What the command line reads: its code, the migrations, the demo seasons and how `@/` resolves. */
const SOURCES = ['lib', 'scripts', 'demo', 'package.json', 'package-lock.json', 'tsconfig.json'];

type LockEntry = { dev?: boolean; bin?: Record<string, string> };

let copy: string;

/** The top-level packages of a production install, with the commands they put in node_modules/.bin. */
function productionPackages(): [string, LockEntry][] {
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  // Nested packages (a/node_modules/b) come with the package they are nested in.
  return Object.entries(lock.packages).filter(
    ([key, entry]) => /^node_modules\/(@[^/]+\/)?[^/@][^/]*$/.test(key) && !entry.dev,
  );
}

function installProduction(dir: string) {
  for (const [key, entry] of productionPackages()) {
    // Packages for other platforms (optional) are not installed here either.
    if (!fs.existsSync(path.join(root, key))) continue;
    fs.mkdirSync(path.dirname(path.join(dir, key)), { recursive: true });
    execFileSync('cp', ['-al', path.join(root, key), path.join(dir, key)]);
    for (const [command, file] of Object.entries(entry.bin ?? {})) {
      const link = path.join(dir, 'node_modules/.bin', command);
      fs.mkdirSync(path.dirname(link), { recursive: true });
      // Two packages may offer one command (playwright and playwright-core); npm links one of them.
      if (!fs.existsSync(link))
        fs.symlinkSync(path.join('..', key.slice('node_modules/'.length), file), link);
    }
  }
}

function npmLeague(...args: string[]) {
  const PATH = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((entry) => !entry.includes('node_modules'))
    .join(path.delimiter);
  const result = spawnSync('npm', ['run', '--silent', 'league', '--', ...args], {
    cwd: copy,
    env: {
      ...process.env,
      PATH,
      DATA_DIR: path.join(copy, 'data'),
      DATABASE_URL: '',
      NODE_PATH: '',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    encoding: 'utf8',
  });
  return { code: result.status, stderr: result.stderr };
}

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'nswjcl-production-'));
  for (const source of SOURCES) execFileSync('cp', ['-al', path.join(root, source), path.join(copy, source)]);
  installProduction(copy);
});
afterAll(() => {
  fs.rmSync(copy, { recursive: true, force: true });
});

it('has no development package in the copy', () => {
  for (const dev of ['typescript', 'jest', 'eslint', 'drizzle-kit'])
    expect(fs.existsSync(path.join(copy, 'node_modules', dev))).toBe(false);
  expect(fs.existsSync(path.join(copy, 'node_modules/next'))).toBe(true);
});

it('runs npm run league on a production install: a dry run, then the import', () => {
  const dry = npmLeague('import', 'demo/season-2026.json', '--dry-run');
  expect(dry.stderr).toContain('Dry run of season 2026, nothing written.');
  expect(dry.code).toBe(0);
  const imported = npmLeague('import', 'demo/season-2026.json');
  expect(imported.stderr).toContain('Imported season 2026: ');
  expect(imported.code).toBe(0);
});

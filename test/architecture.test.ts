/**
 * The doors between layers, checked on the source files' import lines: pages and components reach
 * data only through lib/source (and lib/entry), never the store itself; the league's rules in
 * lib/league stay plain TypeScript, free of Next.js, React, the store and the entry form; the store
 * knows nothing of the entry form; nothing in lib/ imports a component; components keep no reads of
 * their own; no file imports itself round a cycle; the league API's wire format (all_data, its HTML
 * and codes, the school look-ups' shapes) stays at the edges, and everything else reads the season
 * index and the invitation.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  importsOf,
  offenders,
  resolved,
  root,
  sourceFiles,
  target,
  under,
  valueImportsOf,
  withoutComments,
} from './imports';

/**
 * Files that import each other round a cycle (most through types only), still to be split by what
 * each does. Nothing may join them: a new cycle fails this test.
 */
const KNOWN_CYCLES: string[][] = [
  // The process-wide state names the types of what it holds, whose modules keep their state in it.
  [
    'lib/cache/broadcast.ts',
    'lib/db/availability.ts',
    'lib/db/server.ts',
    'lib/entry/forwarding.ts',
    'lib/http/refusal-log.ts',
    'lib/process-state.ts',
  ],
  // The bundle's types, and the checks and board points split out of it.
  ['lib/league/board-points.ts', 'lib/league/bundle-references.ts', 'lib/league/bundle.ts'],
  // The rules kinds and the remote-play guidelines both texts share.
  ['lib/league/competition-resources.ts', 'lib/league/competition-rules.ts'],
];

/** Route handlers still reading the store directly, to be moved behind lib/source. */
const KNOWN_STORE_READERS = ['app/api/admin/league/route.ts'];

const isStore = under('lib/db');
const isEntry = under('lib/entry');
const isComponent = under('components');
const isLeagueApi = under('lib/league-api');
const isFramework = (module: string) => /^(next|react|react-dom)(\/|$)/.test(module);

/** Every group of files that import each other round a cycle (type imports included), each sorted: Tarjan's algorithm. */
function importCycles(dirs: string[]): string[][] {
  const files = dirs.flatMap((dir) => sourceFiles(dir)).filter((file) => !/\.test\.tsx?$/.test(file));
  const edges = new Map(
    files.map((file) => [
      file,
      importsOf(fs.readFileSync(path.join(root, file), 'utf8'))
        .map((specifier) => resolved(target(file, specifier)))
        .filter((found): found is string => found !== null && files.includes(found)),
    ]),
  );
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || edges.get(file)!.includes(file)) cycles.push(group.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/**
 * Where the league API's all_data may be named (its types and schema, its keys, its HTML): the
 * contract itself, the handlers that answer it, the client that reads it, the adapter from it to the
 * season index, the store's producer of it for the handlers, and the tests of those.
 */
const WIRE_FORMAT_ALLOWED = [
  /^app\/api\/index\//,
  /^lib\/league-api\//,
  /^lib\/source\/from-all-data(\.test)?\.ts$/,
  /^lib\/source\/contract-answers\.ts$/,
  /^lib\/db\/queries\/all-data\.ts$/,
  /^lib\/source\/api-source\.test\.ts$/,
  /^components\/ui\/SafeHtml\.test\.tsx$/,
  // Reads team names back out of the contract's division tables (the API mode's school pages).
  /^lib\/source\/school-api\.ts$/,
  /^test\/property\/index-reads\.test\.ts$/,
  // This file, which names them to look for them.
  /^test\/architecture\.test\.ts$/,
];

/** Its type names, its schema, and the keys that only all_data has. */
const WIRE_NAMES =
  /\b(AllData|YearIndex|allDataSchema|yearIndexOf|seasons_by_year|divisions_by_zone_code|finals_codes|zones_by_code|regions_by_metro|active_season_dates|SchoolInfo|school_info|already_submitted|metro_code|competition_code)\b|all_data/;
/** The contract's shapes, codes and HTML: every module of lib/league-api but the client itself. */
const isWireModule = (module: string) => isLeagueApi(module) && module !== 'lib/league-api/client';

function wireFormatUsers(dirs: string[]): string[] {
  return dirs
    .flatMap((dir) => sourceFiles(dir))
    .filter((file) => !WIRE_FORMAT_ALLOWED.some((allowed) => allowed.test(file)))
    .flatMap((file) => {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      const named = WIRE_NAMES.exec(withoutComments(text));
      const wire = importsOf(text).filter((specifier) => isWireModule(target(file, specifier)));
      return [
        ...(named ? [`${file} names ${named[0]}`] : []),
        ...wire.map((specifier) => `${file} imports ${specifier}`),
      ];
    });
}

/** Files that read how the site is deployed (own store, or relaying to the league's API) from the environment. */
function deploymentReaders(dirs: string[]): string[] {
  return dirs
    .flatMap((dir) => sourceFiles(dir))
    .filter((file) => !/\.test\.tsx?$/.test(file) && file !== 'lib/deployment.ts')
    .filter((file) =>
      /\benv\.LEAGUE_API_URL\b|\benv\[['"]LEAGUE_API_URL['"]\]/.test(
        withoutComments(fs.readFileSync(path.join(root, file), 'utf8')),
      ),
    );
}

describe('the doors between layers', () => {
  it('finds imports of every form', () => {
    const text = [
      "import { getDb } from '@/lib/db/server';",
      "import type { Db } from '../../lib/db/client';",
      "import 'server-only';",
      "export { x } from './y';",
      "const m = await import('next/cache');",
      "const r = require('react');",
    ].join('\n');
    expect(importsOf(text)).toEqual([
      '@/lib/db/server',
      '../../lib/db/client',
      'server-only',
      './y',
      'next/cache',
      'react',
    ]);
    expect(isStore(target('app/a/b.ts', '../../lib/db/client'))).toBe(true);
    expect(isStore(target('app/a/b.ts', '@/lib/dbx'))).toBe(false);
  });

  it('keeps pages and components out of the store: they read through lib/source', () => {
    expect(offenders(['app', 'components'], isStore, KNOWN_STORE_READERS)).toEqual([]);
  });

  it('keeps the league rules free of Next.js, React and the store', () => {
    expect(offenders(['lib/league'], (module) => isStore(module) || isFramework(module))).toEqual([]);
  });

  it("keeps the league API contract's shapes, codes and HTML out of the league rules", () => {
    expect(isLeagueApi(target('lib/league/a.ts', '../league-api/contract'))).toBe(true);
    expect(offenders(['lib/league'], isLeagueApi)).toEqual([]);
  });

  it('keeps the league API wire format at the edges: all else reads the season index and the invitation', () => {
    expect(withoutComments("const a = 1; // all_data\n/* AllData */ const b = 'http://x';")).not.toMatch(
      WIRE_NAMES,
    );
    expect(WIRE_NAMES.test('index.all_data')).toBe(true);
    expect(wireFormatUsers(['app', 'components', 'lib', 'test'])).toEqual([]);
  });

  it('keeps the entry form out of the league rules and the store, and components out of lib/', () => {
    expect(offenders(['lib/league'], isEntry)).toEqual([]);
    expect(offenders(['lib/db'], isEntry)).toEqual([]);
    expect(offenders(['lib'], isComponent)).toEqual([]);
  });

  it('keeps reads in lib/source: a component module that is not a component reads no data', () => {
    const readsData = (module: string) => under('lib/source')(module) || isStore(module);
    const modules = sourceFiles('components').filter((file) => !/\.(tsx|test\.ts)$/.test(file));
    const found = offenders(['components'], readsData, [], valueImportsOf).filter((line) =>
      modules.some((file) => line.startsWith(`${file} `)),
    );
    expect(found).toEqual([]);
  });

  it('finds type-only imports and cycles', () => {
    const text =
      "import type { A } from './a';\nimport { type B, type C as D } from './b';\nimport { e, type F } from './e';\nexport type { G } from './g';";
    expect(valueImportsOf(text)).toEqual(['./e']);
    expect(resolved('lib/league/bundle')).toBe('lib/league/bundle.ts');
    expect(resolved('next/cache')).toBeNull();
  });

  it('reads the deployment (own store, or relaying to the league API) in one module', () => {
    expect(
      deploymentReaders(
        ['lib', 'app', 'components', 'proxy.ts', 'instrumentation.ts'].filter(
          (d) => fs.existsSync(path.join(root, d)) && fs.statSync(path.join(root, d)).isDirectory(),
        ),
      ),
    ).toEqual([]);
    for (const file of ['proxy.ts', 'instrumentation.ts', 'server.mjs'])
      expect(fs.readFileSync(path.join(root, file), 'utf8')).not.toMatch(/LEAGUE_API_URL/);
  });

  it('has no import cycles but the known ones, still to be split by job', () => {
    expect(importCycles(['lib', 'components', 'app'])).toEqual(KNOWN_CYCLES);
  });
});

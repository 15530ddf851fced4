/**
 * The doors between layers, checked on the source files' import lines: pages and components reach
 * data only through lib/source (and lib/entry), never the store itself; the league's rules in
 * lib/league stay plain TypeScript, free of Next.js, React and the store; the league API's wire
 * format (all_data and its HTML) stays at the edges, and everything else reads the season index.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

/** Route handlers still reading the store directly, to be moved behind lib/source. */
const KNOWN_STORE_READERS = ['app/api/admin/league/route.ts'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|js|jsx|mjs|cjs)$/.test(entry.name) ? [file] : [];
  });
}

/** Every module a file names in an import, export … from, import() or require(), as written. */
function importsOf(text: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;
  return [...text.matchAll(pattern)].map((match) => match[1]!);
}

/** A module name as a path from the project's root when it is one of ours (alias or relative). */
function target(file: string, specifier: string): string {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (specifier.startsWith('.')) return path.posix.join(path.posix.dirname(file), specifier);
  return specifier;
}

const isStore = (module: string) => module === 'lib/db' || module.startsWith('lib/db/');
const isFramework = (module: string) => /^(next|react|react-dom)(\/|$)/.test(module);

function offenders(dirs: string[], forbidden: (module: string) => boolean, allowed: string[] = []): string[] {
  return dirs
    .flatMap((dir) => sourceFiles(dir))
    .filter((file) => !allowed.includes(file))
    .flatMap((file) =>
      importsOf(fs.readFileSync(path.join(root, file), 'utf8'))
        .filter((specifier) => forbidden(target(file, specifier)))
        .map((specifier) => `${file} imports ${specifier}`),
    );
}

/**
 * Where the league API's all_data may be named (its types and schema, its keys, its HTML): the
 * contract itself, the handlers that answer it, the client that reads it, the adapter from it to the
 * season index, the store's producer of it for the handlers, and the tests of those.
 */
const WIRE_FORMAT_ALLOWED = [
  /^app\/api\/index\//,
  /^lib\/league-api\//,
  /^lib\/league\/contract\.ts$/,
  /^lib\/league\/html(\.test)?\.ts$/,
  /^lib\/source\/from-all-data(\.test)?\.ts$/,
  /^lib\/source\/contract-answers\.ts$/,
  /^lib\/db\/queries\/all-data\.ts$/,
  /^lib\/source\/api-source\.test\.ts$/,
  /^components\/ui\/SafeHtml\.test\.tsx$/,
  // Reads team names back out of the tables the contract's HTML writer makes (the API mode's school pages).
  /^lib\/league\/html-teams\.test\.ts$/,
  /^test\/property\/index-reads\.test\.ts$/,
  // This file, which names them to look for them.
  /^test\/architecture\.test\.ts$/,
];

/** The code of a file without its comments (which may well mention all_data). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

/** Its type names, its schema, and the keys that only all_data has. */
const WIRE_NAMES =
  /\b(AllData|YearIndex|allDataSchema|yearIndexOf|seasons_by_year|divisions_by_zone_code|finals_codes|zones_by_code|regions_by_metro|active_season_dates)\b|all_data/;
const isWireHtml = (module: string) => module === 'lib/league/html';

function wireFormatUsers(dirs: string[]): string[] {
  return dirs
    .flatMap((dir) => sourceFiles(dir))
    .filter((file) => !WIRE_FORMAT_ALLOWED.some((allowed) => allowed.test(file)))
    .flatMap((file) => {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      const named = WIRE_NAMES.exec(withoutComments(text));
      const html = importsOf(text).filter((specifier) => isWireHtml(target(file, specifier)));
      return [...(named ? [`${file} names ${named[0]}`] : []), ...html.map((specifier) => `${file} imports ${specifier}`)];
    });
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
    expect(importsOf(text)).toEqual(['@/lib/db/server', '../../lib/db/client', 'server-only', './y', 'next/cache', 'react']);
    expect(isStore(target('app/a/b.ts', '../../lib/db/client'))).toBe(true);
    expect(isStore(target('app/a/b.ts', '@/lib/dbx'))).toBe(false);
  });

  it('keeps pages and components out of the store: they read through lib/source', () => {
    expect(offenders(['app', 'components'], isStore, KNOWN_STORE_READERS)).toEqual([]);
  });

  it('keeps the league rules free of Next.js, React and the store', () => {
    expect(offenders(['lib/league'], (module) => isStore(module) || isFramework(module))).toEqual([]);
  });

  it('keeps the league API wire format at the edges: all else reads the season index', () => {
    expect(withoutComments("const a = 1; // all_data\n/* AllData */ const b = 'http://x';")).not.toMatch(WIRE_NAMES);
    expect(WIRE_NAMES.test("index.all_data")).toBe(true);
    expect(wireFormatUsers(['app', 'components', 'lib', 'test'])).toEqual([]);
  });
});

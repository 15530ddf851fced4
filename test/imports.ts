/** Reading our source files' import lines, for the tests that keep the layers' doors (architecture.test.ts). */
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(__dirname, '..');

export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|js|jsx|mjs|cjs)$/.test(entry.name) ? [file] : [];
  });
}

/** Every module a file names in an import, export … from, import() or require(), as written. */
export function importsOf(text: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;
  return [...text.matchAll(pattern)].map((match) => match[1]!);
}

/** The modules a file imports for their values: not `import type`, nor braces of `type` names only. */
export function valueImportsOf(text: string): string[] {
  const typeOnly =
    /\b(?:import|export)\s+(?:type\s+[^'";]*?|\{(?:\s*type\s+[\w$]+(?:\s+as\s+[\w$]+)?\s*,?)+\s*\})\s*from\s*['"]([^'"]+)['"]/g;
  const types = [...text.matchAll(typeOnly)].map((match) => match[0]);
  return importsOf(types.reduce((rest, statement) => rest.replace(statement, ''), text));
}

/** A module name as a path from the project's root when it is one of ours (alias or relative). */
export function target(file: string, specifier: string): string {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (specifier.startsWith('.')) return path.posix.join(path.posix.dirname(file), specifier);
  return specifier;
}

export const under = (folder: string) => (module: string) =>
  module === folder || module.startsWith(`${folder}/`);

/** Each import of a module `forbidden` allows not, in the files under `dirs` but `allowed`: `file imports module`. */
export function offenders(
  dirs: string[],
  forbidden: (module: string) => boolean,
  allowed: string[] = [],
  imports = importsOf,
): string[] {
  return dirs
    .flatMap((dir) => sourceFiles(dir))
    .filter((file) => !allowed.includes(file))
    .flatMap((file) =>
      imports(fs.readFileSync(path.join(root, file), 'utf8'))
        .filter((specifier) => forbidden(target(file, specifier)))
        .map((specifier) => `${file} imports ${specifier}`),
    );
}

/** The file a module of ours names (`lib/league/bundle` → `lib/league/bundle.ts`), or null for a package's. */
export function resolved(module: string): string | null {
  const candidates = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts'].map((ending) => `${module}${ending}`);
  return (
    candidates.find(
      (file) =>
        /\.\w+$/.test(file) &&
        fs.existsSync(path.join(root, file)) &&
        fs.statSync(path.join(root, file)).isFile(),
    ) ?? null
  );
}

/** The code of a file without its comments (which may well mention all_data). */
export function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

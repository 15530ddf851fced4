/** Hostile changes to a valid value: set, delete, add or retype a field anywhere in it. */
import fc from 'fast-check';
import { hostileValue, nastyString, pollutionKey } from './hostile';

type Path = (string | number)[];

/** Every path into a JSON-like value, the root's included. */
export function pathsOf(value: unknown, at: Path = [], into: Path[] = []): Path[] {
  into.push(at);
  if (Array.isArray(value)) value.forEach((item, i) => pathsOf(item, [...at, i], into));
  else if (value !== null && typeof value === 'object')
    for (const key of Object.keys(value))
      pathsOf((value as Record<string, unknown>)[key], [...at, key], into);
  return into;
}

function setOwn(target: Record<string, unknown> | unknown[], key: string | number, value: unknown): void {
  // defineProperty, so `__proto__` becomes a plain key as JSON.parse would make it.
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

export type Mutation = { kind: 'set' | 'delete' | 'add' | 'retype'; at: number; key: string; value: unknown };

export const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('set', 'delete', 'add', 'retype'),
  at: fc.nat(),
  key: fc.oneof(pollutionKey, nastyString),
  value: hostileValue,
});

/** Flips a value to another JSON type, which a typed field never accepts (not even a number-or-'bye' one). */
function retyped(value: unknown): unknown {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 0;
  if (value === null) return {};
  if (Array.isArray(value)) return { length: value.length };
  return [value];
}

/** Applies mutations to a copy of `base`; each picks its place among the paths the copy has by then. */
export function mutate(base: unknown, mutations: Mutation[]): unknown {
  let doc = structuredClone(base);
  for (const m of mutations) {
    const paths = pathsOf(doc);
    const path = paths[m.at % paths.length]!;
    if (path.length === 0) {
      if (m.kind === 'retype') doc = retyped(doc);
      else if (m.kind === 'add' && Array.isArray(doc)) doc.push(m.value);
      else if (m.kind === 'add' && doc !== null && typeof doc === 'object')
        setOwn(doc as Record<string, unknown>, m.key, m.value);
      else doc = m.value;
      continue;
    }
    let parent = doc as Record<string, unknown> | unknown[];
    for (const step of path.slice(0, -1))
      parent = (parent as Record<string | number, unknown>)[step] as Record<string, unknown> | unknown[];
    const last = path[path.length - 1]!;
    const node = (parent as Record<string | number, unknown>)[last];
    if (m.kind === 'delete') {
      if (Array.isArray(parent)) parent.splice(Number(last), 1);
      else delete parent[last as string];
    } else if (m.kind === 'retype') {
      setOwn(parent, last, retyped(node));
    } else if (m.kind === 'add' && node !== null && typeof node === 'object') {
      if (Array.isArray(node)) node.push(m.value);
      else setOwn(node as Record<string, unknown>, m.key, m.value);
    } else {
      setOwn(parent, last, m.value);
    }
  }
  return doc;
}

/** `base` changed in `min` to `max` places. */
export const mutated = (base: unknown, min = 1, max = 3): fc.Arbitrary<unknown> =>
  fc.array(mutation, { minLength: min, maxLength: max }).map((mutations) => mutate(base, mutations));

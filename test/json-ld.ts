/**
 * Structured data as a search engine reads it: a thing that another names by `{ "@id": … }` (written
 * once in the page's graphs however often it is named) is put in place of the reference.
 */
import type { Thing } from '@/lib/league/jsonld';

const isReference = (value: unknown): value is { '@id': string } =>
  typeof value === 'object' && value !== null && Object.keys(value).length === 1 && '@id' in value;

/** `things` with every reference to a thing among `things` replaced by that thing (a reference within itself is left). */
export function resolveReferences(things: readonly Thing[]): Thing[] {
  const byId = new Map(
    things.filter((t) => typeof t['@id'] === 'string').map((t) => [t['@id'] as string, t]),
  );
  const resolve = (value: unknown, within: ReadonlySet<string>): unknown => {
    if (isReference(value)) {
      const thing = byId.get(value['@id']);
      return thing && !within.has(value['@id']) ? resolve(thing, new Set([...within, value['@id']])) : value;
    }
    if (Array.isArray(value)) return value.map((v) => resolve(v, within));
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, within)]));
    return value;
  };
  return things.map(
    (thing) => resolve(thing, new Set(typeof thing['@id'] === 'string' ? [thing['@id']] : [])) as Thing,
  );
}

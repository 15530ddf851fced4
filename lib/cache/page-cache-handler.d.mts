export const RENDERED_AT_HEADER: string;
export function pageCacheGeneration(): number;
export function dropEntriesTagged(test: (tag: string) => boolean): void;
export function dropTagsHere(tags: string | Iterable<string>): void;
export function sizeOf(value: unknown): number;
export default class PageCacheHandler {
  get(key: string): Promise<{ value: unknown; lastModified: number } | null>;
  set(
    key: string,
    value: unknown,
    context: { tags?: string[]; cacheControl?: { revalidate?: number | false } },
  ): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}

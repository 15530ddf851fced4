export function dropEntriesTagged(test: (tag: string) => boolean): void;
export default class PageCacheHandler {
  get(key: string): Promise<{ value: unknown; lastModified: number } | null>;
  set(key: string, value: unknown, context: { tags?: string[]; cacheControl?: { revalidate?: number | false } }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}

export type CachedPageEntry = {
  value: { kind: 'APP_PAGE'; html: string };
  lastModified: number;
  revalidate?: number | false;
  [prepared: string]: unknown;
};

export function freshPage(address: string): CachedPageEntry | null;

export function dropEntriesTagged(test: (tag: string) => boolean): void;
export default class PageCacheHandler {
  get(key: string): Promise<{ value: unknown; lastModified: number } | null>;
  set(key: string, value: unknown, context: { tags?: string[] }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}

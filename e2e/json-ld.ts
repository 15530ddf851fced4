import type { Page } from '@playwright/test';
import type { Thing } from '@/lib/league/jsonld';
import { resolveReferences } from '@/test/json-ld';

export type { Thing };

/**
 * Every schema.org thing of the page: each `application/ld+json` block parsed, graphs opened, and a
 * thing named by `@id` put in place of each reference to it, as a search engine reads them.
 */
export async function jsonLdThings(page: Page): Promise<{ blocks: unknown[]; things: Thing[] }> {
  const texts = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ''));
  const blocks = texts.map((text) => JSON.parse(text) as unknown);
  const things = blocks.flatMap((block) => {
    const graph = (block as { '@graph'?: Thing[] })['@graph'];
    return graph ?? [block as Thing];
  });
  return { blocks, things: resolveReferences(things) };
}

export const ofType = (things: Thing[], type: string) => things.filter((thing) => thing['@type'] === type);

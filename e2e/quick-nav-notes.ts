import type { Page } from '@playwright/test';

/** On a phone (below 768 px), how many 'No games' notes the quick navigation shows at all times: one per unavailable option; wider, none (null). */
export async function expectedNotesShown(page: Page): Promise<number | null> {
  if ((page.viewportSize()?.width ?? 1280) >= 768) return null;
  return page.getByRole('navigation', { name: 'Quick navigation' }).locator('[aria-disabled="true"]').count();
}

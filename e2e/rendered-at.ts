/** When the page's copy was rendered (app/layout.tsx): the same on two answers means the second came from the page cache. */
export function renderedAt(html: string): string {
  const found = /<body[^>]* data-rendered-at="([^"]+)"/.exec(html)?.[1];
  if (!found) throw new Error('The page names no time it was rendered (app/layout.tsx).');
  return found;
}

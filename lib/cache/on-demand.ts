/**
 * `generateStaticParams` for the pages with parameters: none at build time, when the embedded store
 * is closed; each page is rendered on its first request and then kept in the page cache until an
 * import changes its data.
 */
export function generateStaticParams(): never[] {
  return [];
}

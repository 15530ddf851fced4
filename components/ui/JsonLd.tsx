import { jsonLdText } from '@/lib/league/jsonld';

/**
 * Structured data for search engines. A data block (`application/ld+json`) is never run, so the page
 * policy, which hashes only the framework's scripts, has nothing to allow; the text is escaped. Nothing
 * is written when there is nothing to say.
 */
export function JsonLd({ data }: { data: unknown }) {
  if (data === null) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}

import { jsonLdText } from '@/lib/league/school-jsonld';

/**
 * Structured data for search engines. A data block (`application/ld+json`) is never run, so the page
 * policy, which hashes only the framework's scripts, has nothing to allow; the text is escaped.
 */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}

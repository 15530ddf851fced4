'use client';

import { ErrorView } from '@/components/layout/ErrorView';
import './globals.css';

/**
 * The site's one error boundary (SPEC section 8): an unhandled error in any page or in the layout
 * replaces the whole page, so it brings its own document. One boundary, not one per level: each
 * boundary ships its own copy of ErrorView in every page's first load (docs/performance.md).
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en-AU">
      <body>
        <title>NSWJCL Schools - Error</title>
        <ErrorView error={error} retry={retry} />
      </body>
    </html>
  );
}

'use client';

import { ErrorView } from '@/components/layout/ErrorView';
import './globals.css';

/** Replaces the root layout when the layout itself fails, so it brings its own document. */
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

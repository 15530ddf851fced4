'use client';

import { useEffect } from 'react';
import { ERROR_TEXT } from './ErrorMessage';
import { errorText, reportError } from './report-error';

export type ErrorViewProps = {
  error: unknown;
  retry?: () => void;
  /** Defaults to the build's NODE_ENV; tests pass it. */
  mode?: string;
  /** How production leaves the page; tests pass a spy. */
  leave?: (url: string) => void;
};

const HOME = '/home';

/**
 * SPEC section 8: an unhandled error is logged to the server; in development the page shows
 * 'Some error occurred' with Try again, Back and the error text, elsewhere the visitor is taken to
 * the home page (unless the home page itself failed, which would loop).
 */
export function ErrorView({
  error,
  retry,
  mode = process.env.NODE_ENV,
  leave = (url) => window.location.replace(url),
}: ErrorViewProps) {
  const development = mode !== 'production';
  useEffect(() => {
    reportError(error);
    if (!development && window.location.pathname !== HOME) leave(HOME);
  }, [error, development, leave]);

  const onBack = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (window.history.length > 1) {
      event.preventDefault();
      window.history.back();
    }
  };

  return (
    <main id="main" className="container">
      <h1>{ERROR_TEXT}</h1>
      <p className="actions">
        {retry && (
          <button type="button" className="button" onClick={() => retry()}>
            Try again
          </button>
        )}
        <a href={HOME} onClick={onBack}>
          Back
        </a>
      </p>
      {development && <pre className="error-text">{errorText(error)}</pre>}
    </main>
  );
}

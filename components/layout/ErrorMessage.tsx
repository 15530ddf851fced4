import Link from 'next/link';

export const ERROR_TEXT = 'Some error occurred';

/** What the error page and unknown addresses show (SPEC sections 2 and 8). */
export function ErrorMessage() {
  return (
    <main id="main" className="container">
      <h1>{ERROR_TEXT}</h1>
      <p>The page you asked for could not be shown. It may have moved, or the address may be mistyped.</p>
      <p>
        <Link href="/home">Go to the home page</Link> or see{' '}
        <Link href="/competitions">all competitions</Link>.
      </p>
    </main>
  );
}

/**
 * A value made when it is first asked for. For Intl formatters in modules that reach the browser:
 * making the first formatter loads the locale's data, a long task on a slow phone (about 40 ms, 150 ms
 * at Lighthouse's mobile speed), and most pages that load such a module never format anything.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

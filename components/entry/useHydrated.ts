import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/** False in the server's HTML and while hydrating, true once the page's script runs: for what needs the script. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

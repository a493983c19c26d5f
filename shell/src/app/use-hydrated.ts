import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML, true from the render
 * after. What depends on the browser (stored consent, remote code) waits for it, so the first
 * client render matches the HTML and hydration keeps it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

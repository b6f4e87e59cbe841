import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now; follows changes live (window resized, system setting changed). False in a
 * page the server draws, and while the browser takes that page over, so both draw the same thing first.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

const neverChanges = () => () => {};

/** False while the server draws a page and while the browser takes it over; true from the browser's next render on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/**
 * React.lazy for code a page the server draws may show (a page, a carousel, a form). The browser loads each chunk
 * when it first draws it, as with React.lazy; the server loads them all once (`loadLazyComponents`) and then draws
 * them at once, since a server render cannot wait for a chunk without sending scripts to finish the page.
 */
import { lazy, type ComponentProps, type ComponentType, type ReactNode } from 'react';

/** Each lazyComponent and what loads its code, in the order they were declared. */
const loaderOf = new Map<object, () => Promise<void>>();

// Any props, as React.lazy's own signature: each caller's component keeps its own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyComponent<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): T {
  let loaded: T | undefined;
  const Lazy = lazy(load);
  const loadNow = async () => {
    loaded = (await load()).default;
  };
  function LazyComponent(props: ComponentProps<T>) {
    const Component = (loaded ?? Lazy) as ComponentType<ComponentProps<T>>;
    return <Component {...props} />;
  }
  loaderOf.set(LazyComponent, loadNow);
  return LazyComponent as T;
}

/**
 * Loads every lazyComponent's code, so that drawing it no longer suspends: those a loaded chunk declares too (the
 * enquiry form in the vehicle page's chunk), until no new one turns up.
 */
export async function loadLazyComponents(): Promise<void> {
  for (let loadedCount = 0; loadedCount < loaderOf.size;) {
    const batch = [...loaderOf.values()].slice(loadedCount);
    loadedCount = loaderOf.size;
    await Promise.all(batch.map((load) => load()));
  }
}

/**
 * Loads the code of `elements` drawn by lazyComponents (a route's pages), so that drawing them no longer suspends:
 * the browser takes over a page the server drew in one pass, before anything else can change around it.
 */
export async function loadLazyElements(elements: readonly ReactNode[]): Promise<void> {
  await Promise.all(
    elements.map((element) => {
      const type = element && typeof element === 'object' && 'type' in element ? element.type : null;
      return type && typeof type === 'function' ? loaderOf.get(type)?.() : undefined;
    }),
  );
}

import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type Module<P> = { default: ComponentType<P> };

export type LazyRoute<P> = LazyExoticComponent<ComponentType<P>> & {
  /**
   * Fetches the screen's chunk (and its texts, and a screen it picks by props, see `nested`); once
   * done, the screen renders without suspending. Resolves to the source modules involved, keys of
   * Vite's manifest, which the server turns into modulepreload links.
   */
  preloadWith(props: P): Promise<string[]>;
};

/**
 * React.lazy that can be loaded ahead of rendering (docs/web-rendering.md "Hydration"): the browser
 * preloads the matched screen before hydrateRoot, so hydration finds it ready instead of suspending.
 * A settled load is handed to React as a synchronous thenable, which React.lazy resolves in the same
 * render. `nested` names the lazy screen the loaded module renders for given props (a screen table).
 */
/**
 * Stands for a namespace of texts in a screen's module list; the server turns it into the text file of
 * the page's language (and English, the fallback).
 */
export const textsModule = (namespace: string) => `texts:${namespace}`;

export function lazyRoute<P extends object, M extends Module<P> = Module<P>>(
  moduleIds: string | readonly string[],
  load: () => Promise<M>,
  nested?: (module: M, props: P) => LazyRoute<object> | undefined,
): LazyRoute<P> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const preload = () => {
    loading ??= load().then((module) => (loaded = module));
    return loading;
  };
  const Component = lazy(() => {
    if (!loaded) return preload();
    const module = loaded;
    const ready = { then: (resolve: (value: M) => void) => resolve(module) };
    return ready as unknown as Promise<M>;
  });
  const preloadWith = async (props: P): Promise<string[]> => {
    const module = await preload();
    const inner = nested?.(module, props);
    return [moduleIds, ...(inner ? await inner.preloadWith({}) : [])].flat();
  };
  return Object.assign(Component, { preloadWith });
}

/** Preloads the lazy route behind a route element, if there is one; resolves to its modules. */
export function preloadElement(element: unknown): Promise<string[]> {
  if (typeof element !== 'object' || element === null || !('type' in element)) return Promise.resolve([]);
  const { type, props } = element as { type: Partial<LazyRoute<object>> | undefined; props: object };
  return typeof type?.preloadWith === 'function' ? type.preloadWith(props) : Promise.resolve([]);
}

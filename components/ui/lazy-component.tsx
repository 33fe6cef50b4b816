'use client';

import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code is fetched the first time it renders (a dialog on first open), and
 * rendered at once from then on. `preload` fetches it ahead (on hover, or in tests).
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // Another render may try again; the rejection stays unhandled so ChunkReload sees it.
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  function LazyComponent(props: P) {
    const [Component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (Component) return;
      let active = true;
      void preload().then((component) => {
        if (active) setComponent(() => component);
      });
      return () => {
        active = false;
      };
    }, [Component]);
    return Component ? <Component {...props} /> : null;
  }

  return { Component: LazyComponent, preload };
}

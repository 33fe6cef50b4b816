'use client';

import { useEffect, useState, type ComponentType } from 'react';

import { FormMessages, preloadFormMessages } from '@/components/i18n/form-messages';

type Options = {
  /**
   * Whether the component needs the form namespaces (lib/i18n/client-messages.ts), which the
   * pages' HTML does not carry: they are fetched with its code. Dialogs and forms do; true by
   * default.
   */
  formMessages?: boolean;
};

/**
 * A component whose code is fetched the first time it renders (a dialog on first open), and
 * rendered at once from then on. `preload` fetches it ahead (on hover, or in tests).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { formMessages = true }: Options = {},
) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= Promise.all([load(), formMessages ? preloadFormMessages() : null]).then(
      ([component]) => (loaded = component),
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
    if (!Component) return null;
    if (!formMessages) return <Component {...props} />;
    return (
      <FormMessages>
        <Component {...props} />
      </FormMessages>
    );
  }

  return { Component: LazyComponent, preload };
}

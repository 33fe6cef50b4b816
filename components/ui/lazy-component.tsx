'use client';

import { useEffect, useState, type ComponentType } from 'react';

import { FormMessages, preloadFormMessages } from '@/components/i18n/form-messages';
import { reloadOnChunkError } from '@/components/providers/chunk-reload';

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
 * rendered at once from then on. `preload` fetches it ahead (on hover, or in tests). A fetch that
 * fails (a phone that lost its network) is tried again at the next render, when the visitor presses
 * again; one that fails because a deployment replaced the scripts reloads the page.
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
        // The next call fetches again.
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  function LazyComponent(props: P) {
    const [Component, setComponent] = useState(() => loaded);
    // After every render until the code is here: the same fetch while one is under way, a new one
    // after a failure.
    useEffect(() => {
      if (Component) return;
      let active = true;
      preload().then((component) => {
        if (active) setComponent(() => component);
      }, reloadOnChunkError);
      return () => {
        active = false;
      };
    });
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

'use client';

import { useLocale, type AbstractIntlMessages } from 'next-intl';
import { Suspense, use, useMemo, type ReactNode } from 'react';

import { FORM_NAMESPACES, pickMessages } from '@/lib/i18n/client-messages';

import { MergedMessages } from './merged-messages';

// Each language's catalogue is a chunk of its own, fetched with the first dialog's code: the pages'
// HTML carries the form namespaces only where a form shows at load (lib/i18n/client-messages.ts).
const CATALOGUES: Record<string, () => Promise<{ default: AbstractIntlMessages }>> = {
  en: () => import('@/messages/en.json'),
  ar: () => import('@/messages/ar.json'),
};

type Catalogue = Promise<AbstractIntlMessages> & {
  status?: 'fulfilled';
  value?: AbstractIntlMessages;
};

const loading = new Map<string, Catalogue>();

/** The page's language, as the locale layout writes it on <html>. */
function documentLocale(): string {
  return typeof document === 'undefined' ? 'en' : document.documentElement.lang;
}

/** Fetches the catalogue of a language (the page's by default), once. */
export function preloadFormMessages(locale = documentLocale()): Promise<AbstractIntlMessages> {
  const key = locale in CATALOGUES ? locale : 'en';
  const catalogue = CATALOGUES[key];
  if (!catalogue) return Promise.resolve({});
  let promise = loading.get(key);
  if (!promise) {
    const fetched: Catalogue = catalogue().then(
      (module) => {
        // Marked as React's `use` reads it: a catalogue already here renders without suspending.
        fetched.status = 'fulfilled';
        fetched.value = module.default;
        return module.default;
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    promise = fetched;
    loading.set(key, promise);
  }
  return promise;
}

type Props = {
  /** Its own texts besides the form namespaces, by dotted path ('Home.consultation'). */
  namespaces?: readonly string[];
  children: ReactNode;
};

function WithFormMessages({ namespaces = [], children }: Props) {
  const catalogue = use(preloadFormMessages(useLocale()));
  const paths = [...FORM_NAMESPACES, ...namespaces].join(',');
  const messages = useMemo(() => pickMessages(catalogue, paths.split(',')), [catalogue, paths]);
  return <MergedMessages messages={messages}>{children}</MergedMessages>;
}

/** Gives a lazily loaded dialog or form the form namespaces (preloaded with its code). */
export function FormMessages(props: Props) {
  return (
    <Suspense fallback={null}>
      <WithFormMessages {...props} />
    </Suspense>
  );
}

'use client';

import {
  NextIntlClientProvider,
  useLocale,
  useMessages,
  type AbstractIntlMessages,
} from 'next-intl';
import type { ReactNode } from 'react';

/** Adds a page's namespaces to the layout's messages for the islands below it. */
export function MergedMessages({
  messages,
  children,
}: {
  messages: AbstractIntlMessages;
  children: ReactNode;
}) {
  const outer = useMessages();
  return (
    <NextIntlClientProvider locale={useLocale()} messages={{ ...outer, ...messages }}>
      {children}
    </NextIntlClientProvider>
  );
}

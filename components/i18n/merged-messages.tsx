'use client';

import {
  NextIntlClientProvider,
  useLocale,
  useMessages,
  type AbstractIntlMessages,
} from 'next-intl';
import { useMemo, type ReactNode } from 'react';

import { mergeMessages } from '@/lib/i18n/client-messages';

/** Adds a page's namespaces (or a dialog's) to the layout's messages for the islands below it. */
export function MergedMessages({
  messages,
  children,
}: {
  messages: AbstractIntlMessages;
  children: ReactNode;
}) {
  const outer = useMessages();
  const merged = useMemo(() => mergeMessages(outer, messages), [outer, messages]);
  return (
    <NextIntlClientProvider locale={useLocale()} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}

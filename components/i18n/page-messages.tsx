import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

import { pickMessages } from '@/lib/i18n/client-messages';

import { MergedMessages } from './merged-messages';

/**
 * The page-specific message namespaces its islands use (the layout sends only the shell's), or
 * parts of them by dotted path ('Home.slider').
 */
export async function PageMessages({
  namespaces,
  children,
}: {
  namespaces: readonly string[];
  children: ReactNode;
}) {
  const messages = await getMessages();
  return <MergedMessages messages={pickMessages(messages, namespaces)}>{children}</MergedMessages>;
}

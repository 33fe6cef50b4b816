import { createTranslator } from 'next-intl';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

import type { Locale } from '@/lib/i18n/routing';

import { messagesByLocale, renderWithProviders } from './render';

// Server components (async, reading next-intl/server) rendered in a component test:
// component-setup.ts mocks next-intl/server with the real catalogues (tests/setup/next-intl-server.ts),
// and a test renders with `renderServer(<Page … />, locale)`.

let current: Locale = 'en';

/** Each test starts in English (the files that share a worker share this module). */
export function resetServerLocale() {
  current = 'en';
}

type Arg = string | { locale?: string; namespace?: string } | undefined;

export const serverIntl = {
  getLocale: async () => current,
  getTranslations: async (arg: Arg) => {
    const options = typeof arg === 'string' ? { namespace: arg } : (arg ?? {});
    const locale = (options.locale ?? current) as Locale;
    return createTranslator({
      locale,
      messages: messagesByLocale[locale],
      namespace: options.namespace as never,
    });
  },
};

const isAsync = (type: unknown): type is (props: unknown) => Promise<ReactNode> =>
  typeof type === 'function' && type.constructor.name === 'AsyncFunction';

/**
 * The tree with every async component replaced by what it rendered (React renders async
 * components on the server only); the others stay elements, their children resolved.
 */
async function resolve(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map(resolve));
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<{ children?: ReactNode }>;
  if (isAsync(element.type)) {
    const rendered = await resolve(await element.type(element.props));
    // An async row of a list keeps its key on what it rendered.
    return element.key !== null && isValidElement(rendered)
      ? cloneElement(rendered, { key: element.key })
      : rendered;
  }
  if (element.props.children === undefined) return element;
  const children = await resolve(element.props.children);
  // Children as they were written (several arguments), so React asks keys only of real lists.
  return Array.isArray(element.props.children)
    ? cloneElement(element, undefined, ...(children as ReactNode[]))
    : cloneElement(element, undefined, children);
}

/** A server component tree resolved in `locale`, for a test that renders it in its own way. */
export async function resolveServer(ui: ReactNode, locale: Locale = 'en'): Promise<ReactElement> {
  current = locale;
  return (await resolve(ui)) as ReactElement;
}

/** Renders a server component tree in `locale` (getLocale and getTranslations answer it). */
export async function renderServer(ui: ReactElement, locale: Locale = 'en') {
  return renderWithProviders(await resolveServer(ui, locale), { locale });
}

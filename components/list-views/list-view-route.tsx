import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ComponentType } from 'react';

import { PageMessages } from '@/components/i18n/page-messages';
import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { routing } from '@/lib/i18n/routing';
import {
  LIST_VIEW_KEYS,
  parseListViewSegment,
  type ListViewName,
} from '@/lib/navigation/list-views';

import {
  listViewMetadata,
  namedListHead,
  type ListViewHead,
  type ListViewRequest,
  type NamedListOptions,
} from './list-view-head';

// The route of a list served through views (lib/navigation/list-views.ts), at
// app/[locale]/views/{list}/…/[view]/page.tsx: the page file declares what differs (the list's
// keys, its head, its reader and its component) and keeps its `revalidate` and
// `generateStaticParams` (Next reads route segment config from the file itself). A locale, a view
// or a segment the proxy never writes is the site's 404.

// `view` is an array in a catch-all route ([...view]: a long screening name's chunked view).
type RouteParams = Promise<{
  locale: string;
  view: string | string[];
  [segment: string]: string | string[];
}>;

/** The page's title, canonical address, breadcrumbs and banner: the texts its namespace names
 * (`named`, namedListHead), or a head of its own (`head`, null for the 404). */
type HeadSpec<S extends object> =
  | {
      named:
        | NamedListOptions
        | ((request: ListViewRequest<S>) => NamedListOptions | Promise<NamedListOptions>);
      head?: never;
    }
  | { head: (request: ListViewRequest<S>) => Promise<ListViewHead | null>; named?: never };

export type ListViewSpec<S extends object, P extends object> = HeadSpec<S> & {
  /** The list's name in LIST_VIEW_KEYS: the query keys it reads. */
  list: ListViewName;
  /** The route's own segments besides the locale and the view, checked; null is the 404. */
  segments?: (params: Partial<Record<string, string>>) => S | null;
  /** The component's props for the view, from the feature's cached readers (it may redirect). */
  read: (request: ListViewRequest<S>) => Promise<P> | P;
  Component: ComponentType<P>;
  /** The page-specific message namespaces the list's islands use. */
  messages?: readonly string[];
};

export function listViewRoute<S extends object, P extends object>(spec: ListViewSpec<S, P>) {
  async function requestOf(params: RouteParams): Promise<ListViewRequest<S> | null> {
    const { locale, view: viewParts, ...rest } = await params;
    const keys = LIST_VIEW_KEYS[spec.list];
    const segment = Array.isArray(viewParts) ? viewParts.join('/') : viewParts;
    const view = parseListViewSegment(segment, keys);
    if (!hasLocale(routing.locales, locale) || !view) return null;
    // The route's own segments are never catch-alls: only the view is.
    const own = rest as Partial<Record<string, string>>;
    const segments = spec.segments ? spec.segments(own) : ({} as S);
    return segments && { ...segments, locale, view, keys };
  }

  async function headOf(request: ListViewRequest<S>): Promise<ListViewHead | null> {
    if (spec.head) return spec.head(request);
    const { named } = spec;
    return namedListHead(request, typeof named === 'function' ? await named(request) : named);
  }

  async function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
    const request = await requestOf(params);
    const head = request && (await headOf(request));
    return request && head ? listViewMetadata(head, request.locale) : {};
  }

  async function Page({ params }: { params: RouteParams }) {
    const request = await requestOf(params);
    if (!request) notFound();
    const { locale } = request;
    setRequestLocale(locale);
    const head = await headOf(request);
    if (!head) notFound();
    const { Component, messages } = spec;
    const list = <Component {...await spec.read(request)} />;
    const body = messages ? <PageMessages namespaces={messages}>{list}</PageMessages> : list;
    const t = await getTranslations({ locale, namespace: 'Banner' });
    // Each page's element tree as it was before the factory, down to its RSC payload.
    const jsonLd = head.trail && (
      <BreadcrumbJsonLd home={t('home')} trail={head.trail} locale={locale} />
    );
    if (!head.banner)
      return jsonLd ? (
        <>
          {jsonLd}
          {body}
        </>
      ) : (
        body
      );
    const banner = <PageBanner {...head.banner} />;
    const container = (
      <PageContainer component="div" spacing="roomy">
        {body}
      </PageContainer>
    );
    return jsonLd ? (
      <>
        {jsonLd}
        {banner}
        {container}
      </>
    ) : (
      <>
        {banner}
        {container}
      </>
    );
  }

  return { generateMetadata, Page };
}

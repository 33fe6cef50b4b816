import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import {
  cloneElement,
  createElement,
  Fragment,
  isValidElement,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react';

import { ChangeStatus, ConsoleChanges } from '@/components/console/console-changes';
import { ConsolePageTitle } from '@/components/console/console-page-title';
import type { StaffArea } from '@/lib/auth/staff-areas';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/routing';
import type { SearchParams } from '@/lib/navigation/list-query';

import { readConsoleData } from './read-console-data';
import { openConsoleArea, type StaffSession } from './staff-page';

// A page of a console area, at app/console/[locale]/(staff)/…/page.tsx: the page file declares
// what differs (its area, its texts' namespace, its query, its reader and its view) and the
// factory does the rest the same way for every page: the staff check of the area first
// (openConsoleArea), the query from the address, the rows through readConsoleData (503 when the
// database is away, 404 when the reader finds nothing), the heading from the namespace and, for a
// page that changes records, ConsoleChanges with the change's status under the heading.

type Translate = Awaited<ReturnType<typeof getTranslations>>;
type RouteParams = Promise<{ locale: string; [segment: string]: string }>;

/** What a page's reader and view know of the request. */
export type ConsoleRequest<Q> = {
  locale: Locale;
  session: StaffSession;
  /** The list's query from the address (the spec's `query`). */
  query: Q;
  /** The address's query as it came. */
  search: SearchParams;
  /** The route's segments as they came (the locale's among them). */
  segments: Partial<Record<string, string>>;
  /** The props of a console list showing `page`: the locale, the query with the page shown, the page. */
  shown: <P extends { page: number }>(
    page: P,
  ) => { locale: Locale; query: Q & { page: number }; page: P };
};

/** What a page shows under the frame. */
export type ConsoleView = {
  /** A link back to the area's list, before the heading (a record's page). */
  back?: ReactNode;
  /** The heading's texts when they are the record's rather than the namespace's keys. */
  title?: string;
  description?: string;
  /** The heading's actions (Add, a link to another page of the area). */
  actions?: ReactNode;
  /** What stands between the heading and the change's status (the area's tabs, a reminder). */
  tabs?: ReactNode;
  /** A provider of the forms' choices around the page's content (inside ConsoleChanges); the
   * factory gives it the page's parts as its children. */
  provider?: (content: ReactNode) => ReactElement;
  body: ReactNode;
};

export type ConsolePageSpec<Q, D> = {
  area: StaffArea;
  /** The page's messages: its title names the page (tab and heading); errors.failed its changes. */
  namespace: string;
  /** The heading's keys in the namespace: `title` and `description` unless named here. */
  title?: string;
  description?: string;
  /** The list's query from the address (lenientQuery: a value the page cannot use is dropped). */
  query?: (search: SearchParams) => Q;
  /** The page's rows; null is the console's 404. */
  read: (db: Db, request: ConsoleRequest<Q>) => Promise<D | null>;
  view: (data: D, request: ConsoleRequest<Q>, t: Translate) => ConsoleView;
  /** A page that changes nothing: the heading and the body, without ConsoleChanges. */
  readOnly?: boolean;
};

type Readers = Record<string, (db: Db) => PromiseLike<unknown>>;

/** Several reads at once, each answer under its reader's name. */
export async function readTogether<R extends Readers>(
  db: Db,
  readers: R,
): Promise<{ [K in keyof R]: Awaited<ReturnType<R[K]>> }> {
  const entries = Object.entries(readers);
  const answers = await Promise.all(entries.map(([, read]) => read(db)));
  return Object.fromEntries(entries.map(([name], i) => [name, answers[i]])) as {
    [K in keyof R]: Awaited<ReturnType<R[K]>>;
  };
}

/**
 * A page of a list paged on the server; past the end (the list shrank), its last page. An empty
 * list reads page 0 again, as the console's lists always did.
 */
export async function readPageOrLast<T extends { page_count: number }>(
  read: (page: number) => Promise<T>,
  page: number,
): Promise<T> {
  const found = await read(page);
  return page > found.page_count ? read(found.page_count) : found;
}

/** The elements a node stands for: a key-less fragment's children, as if written in its place. */
function partsOf(node: ReactNode): ReactNode[] {
  if (node === undefined) return [];
  if (isValidElement<{ children?: ReactNode }>(node) && node.type === Fragment && node.key === null)
    return [node.props.children].flat();
  return [node];
}

export function consolePage<Q = undefined, D = unknown>(spec: ConsolePageSpec<Q, D>) {
  const titleKey = spec.title ?? 'title';

  async function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace: spec.namespace });
    return { title: t(titleKey) };
  }

  async function Page(props: { params: RouteParams; searchParams: Promise<SearchParams> }) {
    const { locale, session } = await openConsoleArea(spec.area, props);
    const segments = await props.params;
    const search = await props.searchParams;
    const query = spec.query ? spec.query(search) : (undefined as Q);
    const shown = <P extends { page: number }>(page: P) => ({
      locale,
      query: { ...query, page: page.page },
      page,
    });
    const request: ConsoleRequest<Q> = { locale, session, query, search, segments, shown };
    const [t, data] = await Promise.all([
      getTranslations({ locale, namespace: spec.namespace }),
      readConsoleData((db) => spec.read(db, request)),
    ]);
    if (data === null) notFound();
    const view = spec.view(data, request, t);
    const heading = (
      <ConsolePageTitle
        title={view.title ?? t(titleKey)}
        description={view.description ?? t(spec.description ?? 'description')}
        actions={view.actions}
      />
    );
    const head = [...partsOf(view.back), heading];
    // Each page's element tree as it was before the factory, down to its RSC payload; a page that
    // changes nothing keeps its tabs (the screening's lists lead to its hit queue, issue 56).
    if (spec.readOnly)
      return createElement(Fragment, null, ...head, ...partsOf(view.tabs), ...partsOf(view.body));
    const status = createElement(ChangeStatus);
    const parts = [...head, ...partsOf(view.tabs), status, ...partsOf(view.body)];
    // The provider takes the parts as its own children, as if written inside it.
    const content = view.provider
      ? [cloneElement(view.provider(null), undefined, ...parts)]
      : parts;
    // The children go as arguments, as JSX writes a list of static children.
    const changes = { failed: t('errors.failed') } as ComponentProps<typeof ConsoleChanges>;
    return createElement(ConsoleChanges, changes, ...content);
  }

  return { generateMetadata, Page };
}

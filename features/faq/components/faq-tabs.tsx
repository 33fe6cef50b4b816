'use client';

import { useState } from 'react';

import { useQueryParam } from '@/lib/navigation/use-query-param';

import { FAQ_TAB_QUERY, parseFaqTab, type ExporterFaqSlug } from '../faq-tab-param';

import { FaqTabsView, type FaqTabPanel } from './faq-tabs-view';

type Props = { panels: FaqTabPanel[]; label: string };

type Choice = { slug: ExporterFaqSlug; query: string | null };

/**
 * The topic tabs with the selected tab in the URL (`?tab=financing`), so a link opens its tab. The
 * URL is replaced through the History API, which Next syncs into useSearchParams without a request;
 * the choice shows at once, and any later change of the query (back, a link) wins again. The
 * server's HTML (and the view until the query is read) is the default tab.
 */
export function FaqTabs({ panels, label }: Props) {
  const [query, queryReader] = useQueryParam(FAQ_TAB_QUERY);
  const [choice, setChoice] = useState<Choice | null>(null);
  const selected = choice && choice.query === query ? choice.slug : parseFaqTab(query);

  const select = (slug: ExporterFaqSlug) => {
    setChoice({ slug, query });
    const url = new URL(window.location.href);
    url.searchParams.set(FAQ_TAB_QUERY, slug);
    window.history.replaceState(window.history.state, '', url);
  };

  return (
    <>
      {queryReader}
      <FaqTabsView panels={panels} selected={selected} onSelect={select} label={label} />
    </>
  );
}

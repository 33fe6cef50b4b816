import { EXPORTER_FAQ_TABS } from './faq-lists';

export type ExporterFaqSlug = (typeof EXPORTER_FAQ_TABS)[number]['slug'];

export const FAQ_TAB_QUERY = 'tab';
export const DEFAULT_FAQ_TAB: ExporterFaqSlug = 'freight-and-logistic';

/**
 * The exporters' FAQ tab a `?tab=` value names: its slug (`financing`) or its number (`2`), in any
 * case; anything else selects freight and logistics, the default (part 1 §2.1).
 */
export function parseFaqTab(value: string | null | undefined): ExporterFaqSlug {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return DEFAULT_FAQ_TAB;
  const found = EXPORTER_FAQ_TABS.find(
    ({ tab, slug }) => slug === wanted || String(tab) === wanted,
  );
  return found?.slug ?? DEFAULT_FAQ_TAB;
}

export const faqTabId = (slug: ExporterFaqSlug) => `faq-tab-${slug}`;
export const faqTabPanelId = (slug: ExporterFaqSlug) => `faq-tabpanel-${slug}`;

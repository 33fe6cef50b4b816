import { getTranslations } from 'next-intl/server';

import { AlertMeLink } from '@/components/directory/alert-me-link';
import { DirectoryFilters } from '@/components/directory/directory-filters';
import { choicesOf, directoryParts } from '@/components/directory/directory-parts';
import { DirectoryResults } from '@/components/directory/directory-results';
import { DirectorySection } from '@/components/directory/directory-section';
import { BidiText } from '@/components/ui/bidi-text';
import { formatHsCode } from '@/lib/hs/hs-code';
import { countValues } from '@/lib/i18n/format-number';
import { localePath } from '@/lib/i18n/locale-path';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import { LIST_VIEW_KEYS, type ListView } from '@/lib/navigation/list-views';

import {
  TRADE_LEAD_SEARCH_MAX,
  TRADE_LEAD_VALUE_BANDS,
  TRADE_LEADS_FEED_PATH,
  TRADE_LEADS_PATH,
} from '../constants';
import { filtersOfView } from '../lead-list-view';
import { TRADE_LEAD_STATES } from '../lead-state';
import type { LeadChoices, TradeLeadsPage } from '../schemas';

import { LeadCard } from './lead-card';
import { leadLabels } from './lead-labels';
import styles from './trade-leads.module.css';

/** The list's anchor: the filter form and the page links return to it. */
const ANCHOR = 'leads';

type Props = {
  leads: TradeLeadsPage;
  choices: LeadChoices;
  view: ListView;
  locale: Locale;
};

/**
 * Issue 39 "Trade leads": the filters (in the address), the number found, the cards and their
 * pages, and the feed; rendered on the server from the cached page of leads.
 */
export async function TradeLeadsDirectory({ leads, choices, view, locale }: Props) {
  const [t, labels] = await Promise.all([
    getTranslations({ locale, namespace: 'TradeLeads' }),
    leadLabels(locale),
  ]);
  const alertMe = await getTranslations({ locale, namespace: 'AlertMe' });
  const parts = directoryParts(t, locale, view, {
    path: TRADE_LEADS_PATH,
    keys: LIST_VIEW_KEYS.tradeLeads,
    anchor: ANCHOR,
  });
  const feed = (
    <a
      className={styles.feed}
      href={localePath(TRADE_LEADS_FEED_PATH, locale)}
      type="application/atom+xml"
    >
      {t.rich('feedLink', { atom: (chunks) => <BidiText latin>{chunks}</BidiText> })}
    </a>
  );
  // Issue 45: the alerts' form with this list's sector, country and chapter chosen.
  const filters = filtersOfView(view);
  const aside = (
    <span className={styles.asides}>
      {feed}
      <AlertMeLink
        label={alertMe('link')}
        locale={locale}
        choices={{
          type: 'trade_leads',
          industry: filters.sector,
          country: filters.country,
          chapter: filters.chapter,
        }}
      />
    </span>
  );
  return (
    <DirectorySection
      anchor={ANCHOR}
      headingId="trade-leads-heading"
      title={t('filters.legend')}
      hiddenTitle
    >
      <DirectoryFilters
        {...parts.form}
        idPrefix="trade-leads"
        widths={{ select: 180 }}
        fields={[
          parts.search(TRADE_LEAD_SEARCH_MAX),
          parts.select('country', choicesOf(choices.countries, locale, { sorted: true })),
          parts.select('sector', choicesOf(choices.sectors, locale, { sorted: true })),
          parts.select(
            'chapter',
            choices.chapters.map((chapter) => ({
              value: chapter.code,
              label: `${formatHsCode(chapter.code)} – ${pick(chapter, 'name', locale)}`,
            })),
          ),
          parts.select(
            'value',
            Object.keys(TRADE_LEAD_VALUE_BANDS).map((band) => ({
              value: band,
              label: t(`filters.valueBands.${band}` as 'filters.valueBands.over-1m'),
            })),
          ),
          parts.select(
            'state',
            TRADE_LEAD_STATES.map((state) => ({ value: state, label: t(`states.${state}`) })),
          ),
          {
            ...parts.select('sort', [{ value: 'published', label: t('filters.sorts.published') }]),
            all: t('filters.sorts.closing'),
          },
        ]}
      />
      <DirectoryResults
        testId="trade-leads"
        count={t('count', countValues(leads.total, locale))}
        countAside={aside}
        empty={{ text: t('empty') }}
        items={leads.data}
        itemKey={(lead) => lead.id}
        columns="two"
        renderItem={(lead) => <LeadCard lead={lead} locale={locale} labels={labels} />}
        pager={parts.pager({ page: leads.page, pageCount: leads.page_count })}
      />
    </DirectorySection>
  );
}

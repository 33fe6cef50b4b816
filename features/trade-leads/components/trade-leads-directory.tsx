import { getTranslations } from 'next-intl/server';

import { BidiText } from '@/components/ui/bidi-text';
import { PageLinks } from '@/components/ui/page-links';
import { formatHsCode } from '@/lib/hs/hs-code';
import { countValues } from '@/lib/i18n/format-number';
import { localePath } from '@/lib/i18n/locale-path';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import { LIST_VIEW_KEYS, listViewHref, type ListView } from '@/lib/navigation/list-views';

import { TRADE_LEADS_FEED_PATH, TRADE_LEADS_PATH } from '../constants';
import { TRADE_LEAD_STATES } from '../lead-state';
import type { LeadChoices, TradeLeadsPage } from '../schemas';

import { LeadCard } from './lead-card';
import { LeadFilters, type FilterOption } from './lead-filters';
import { leadLabels } from './lead-labels';
import styles from './trade-leads.module.css';

const KEYS = LIST_VIEW_KEYS.tradeLeads;
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
  const href = (changes: Record<string, string | number | null>) =>
    `${localePath(listViewHref(TRADE_LEADS_PATH, view, KEYS, changes), locale)}#${ANCHOR}`;
  const filtered = KEYS.some((key) => key !== 'page' && view[key] !== undefined);
  const collator = new Intl.Collator(locale);
  const named = (rows: LeadChoices['countries']): FilterOption[] =>
    rows
      .map((row) => ({ value: String(row.id), label: pick(row, 'name', locale) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  const chapters = choices.chapters.map((chapter) => ({
    value: chapter.code,
    label: `${formatHsCode(chapter.code)} – ${pick(chapter, 'name', locale)}`,
  }));
  return (
    <section id={ANCHOR} className={styles.directory} aria-labelledby="trade-leads-heading">
      <h2 id="trade-leads-heading" className="visually-hidden">
        {t('filters.legend')}
      </h2>
      <LeadFilters
        action={`${localePath(TRADE_LEADS_PATH, locale)}#${ANCHOR}`}
        values={view}
        options={{
          country: named(choices.countries),
          sector: named(choices.sectors),
          chapter: chapters,
          state: TRADE_LEAD_STATES.map((state) => ({ value: state, label: t(`states.${state}`) })),
        }}
        clearHref={filtered ? href(Object.fromEntries(KEYS.map((key) => [key, null]))) : null}
        labels={{
          legend: t('filters.legend'),
          country: t('filters.country'),
          sector: t('filters.sector'),
          chapter: t('filters.chapter'),
          state: t('filters.state'),
          all: t('filters.all'),
          submit: t('filters.submit'),
          clear: t('filters.clear'),
        }}
      />
      <div className={styles.summary}>
        <p className={styles.count} data-testid="trade-leads-count">
          {t('count', countValues(leads.total, locale))}
        </p>
        <a
          className={styles.feed}
          href={localePath(TRADE_LEADS_FEED_PATH, locale)}
          type="application/atom+xml"
        >
          {t.rich('feedLink', { atom: (chunks) => <BidiText latin>{chunks}</BidiText> })}
        </a>
      </div>
      {leads.data.length === 0 ? (
        <p className={styles.empty} data-testid="trade-leads-empty">
          {t('empty')}
        </p>
      ) : (
        <ul className={styles.cards}>
          {leads.data.map((lead) => (
            <li key={lead.id}>
              <LeadCard lead={lead} locale={locale} labels={labels} />
            </li>
          ))}
        </ul>
      )}
      <PageLinks
        page={leads.page}
        pageCount={leads.page_count}
        hrefFor={(page) => href({ page })}
        locale={locale}
        labels={{
          nav: t('pagination.label'),
          page: t.raw('pagination.page') as string,
          current: t.raw('pagination.current') as string,
          previous: t('pagination.previous'),
          next: t('pagination.next'),
        }}
      />
    </section>
  );
}

import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { BidiText } from '@/components/ui/bidi-text';
import { Notice } from '@/components/ui/notice';
import { PageLinks } from '@/components/ui/page-links';
import { CLASSIFICATION_CODES_MAX, classificationSearch } from '@/lib/hs/classification-question';
import { countValues, formatNumber, pageValues } from '@/lib/i18n/format-number';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';
import {
  LIST_VIEW_KEYS,
  LIST_VIEW_VALUE_MAX,
  listViewHref,
  type ListView,
} from '@/lib/navigation/list-views';

import { HS_SECTION_COUNT } from '../constants';
import type { FinderRequest } from '../finder-request';
import {
  HS_BROWSE_PATH,
  HS_ENQUIRY_PATH,
  HS_FINDER_PATH,
  HS_SERVICES_PATH,
  OTHER_ENQUIRIES_ANCHOR,
} from '../hs-paths';
import type { HsFinderPage } from '../schemas';

import { FINDER_ANCHOR, HsFinderForm } from './hs-finder-form';
import { HsFinderQuestion } from './hs-finder-question';
import styles from './hs-finder.module.css';
import { HsResultCard, type MarketAccessSlot } from './hs-result-card';
import { HsSourcesNote } from './hs-sources-note';

const KEYS = LIST_VIEW_KEYS.hsFinder;
const TOO_LONG_ID = 'hs-finder-too-long';

type Props = {
  request: FinderRequest;
  /** The page of codes for a search; null before one, or for a refused query. */
  found: HsFinderPage | null;
  view: ListView;
  locale: Locale;
  /** The results' country chooser for market access (issue 45), from the page. */
  marketAccess?: MarketAccessSlot;
};

/** The finder's form, then what it was asked: its results, nothing found, or a refused query. */
export async function HsFinderView({ request, found, view, locale, marketAccess }: Props) {
  const t = await getTranslations({ locale, namespace: 'HsFinder' });
  const browse = (chunks: ReactNode) => (
    <a className="link" href={localePath(HS_BROWSE_PATH, locale)}>
      {chunks}
    </a>
  );
  const q = request.state === 'start' ? '' : request.q;
  return (
    <section id={FINDER_ANCHOR} className={styles.finder}>
      <HsFinderForm
        q={q}
        locale={locale}
        errorId={request.state === 'tooLong' ? TOO_LONG_ID : undefined}
      />
      {request.state === 'start' && (
        <p className={styles.hint}>
          {t.rich('start', { browse, sections: formatNumber(HS_SECTION_COUNT, locale) })}
        </p>
      )}
      {request.state === 'tooLong' && (
        <Notice severity="warning" data-testid="hs-too-long">
          <p id={TOO_LONG_ID} className={styles.noticeText}>
            {t('tooLong', { max: formatNumber(LIST_VIEW_VALUE_MAX, locale) })}
          </p>
        </Notice>
      )}
      {found && (
        <FinderResults
          found={found}
          q={q}
          view={view}
          locale={locale}
          browse={browse}
          marketAccess={marketAccess}
        />
      )}
      <HsSourcesNote locale={locale} />
    </section>
  );
}

async function FinderResults({
  found,
  q,
  view,
  locale,
  browse,
  marketAccess,
}: {
  found: HsFinderPage;
  q: string;
  view: ListView;
  locale: Locale;
  browse: (chunks: ReactNode) => ReactNode;
  marketAccess?: MarketAccessSlot;
}) {
  const t = await getTranslations({ locale, namespace: 'HsFinder' });
  if (found.services) return <ServicesNotice q={q} locale={locale} />;
  // The one question (issue 55, item 4) comes before the codes it narrows.
  const question = found.question && (
    <HsFinderQuestion question={found.question} view={view} locale={locale} />
  );
  if (found.total === 0) {
    return (
      <>
        {question}
        <p className={styles.message} data-testid="hs-empty">
          {t.rich('empty', { q, query: (chunks) => <BidiText>{chunks}</BidiText>, browse })}
        </p>
        <AskTheAgency q={q} codes={[]} locale={locale} />
      </>
    );
  }
  const href = (page: number) =>
    `${localePath(listViewHref(HS_FINDER_PATH, view, KEYS, { page }), locale)}#${FINDER_ANCHOR}`;
  return (
    <div className={styles.finder}>
      {question}
      <h2 className="visually-hidden">{t('resultsTitle')}</h2>
      <p className={styles.count} data-testid="hs-count">
        {t('count', countValues(found.total, locale))}
        {found.pageCount > 1 &&
          ` · ${t('pageOf', pageValues(found.page, found.pageCount, locale))}`}
      </p>
      {marketAccess?.chooser}
      <ol className={styles.results}>
        {found.results.map((result) => (
          <li key={result.code}>
            <HsResultCard result={result} locale={locale} marketAccessForm={marketAccess?.formId} />
          </li>
        ))}
      </ol>
      <AskTheAgency
        q={q}
        codes={found.results.slice(0, CLASSIFICATION_CODES_MAX).map((result) => result.code)}
        locale={locale}
      />
      <PageLinks
        page={found.page}
        pageCount={found.pageCount}
        hrefFor={href}
        locale={locale}
        labels={{
          nav: t('pagination.label'),
          page: t.raw('pagination.page') as string,
          current: t.raw('pagination.current') as string,
          previous: t('pagination.previous'),
          next: t('pagination.next'),
        }}
      />
    </div>
  );
}

/** A query naming a service (issue 55): HS codes classify goods, and where to turn instead. */
async function ServicesNotice({ q, locale }: { q: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'HsFinder.services' });
  const link = (path: string) =>
    function PathLink(chunks: ReactNode) {
      return (
        <a className="link" href={localePath(path, locale)}>
          {chunks}
        </a>
      );
    };
  return (
    <Notice severity="info" data-testid="hs-services">
      <h2 className={styles.noticeTitle}>{t('title')}</h2>
      <p className={styles.noticeText}>
        {t.rich('page', {
          q,
          query: (chunks) => <BidiText>{chunks}</BidiText>,
          services: link(HS_SERVICES_PATH),
          enquiry: link(HS_ENQUIRY_PATH),
        })}
      </p>
    </Notice>
  );
}

/**
 * "Not sure? Ask the agency" (issue 55, item 5): the contact page's enquiry form, opened with the
 * search and its first codes as a classification question.
 */
async function AskTheAgency({
  q,
  codes,
  locale,
}: {
  q: string;
  codes: readonly string[];
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'HsFinder.ask' });
  const href = `${localePath(HS_ENQUIRY_PATH, locale)}?${classificationSearch(q, codes)}#${OTHER_ENQUIRIES_ANCHOR}`;
  return (
    <p className={styles.hint} data-testid="hs-ask">
      <strong>{t('title')}</strong>{' '}
      {t.rich('text', {
        ask: (chunks) => (
          <a className="link" href={href}>
            {chunks}
          </a>
        ),
      })}
    </p>
  );
}

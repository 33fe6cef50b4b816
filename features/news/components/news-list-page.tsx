import { getTranslations } from 'next-intl/server';

import { AlertMeLink } from '@/components/directory/alert-me-link';
import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { countValues, pageValues } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

import type { NewsSort } from '../news-list';
import type { NewsItem } from '../schemas';

import { NewsBrowser } from './news-browser';
import { NewsEmpty } from './news-empty';
import { NewsGrid } from './news-grid';

export type NewsListView = {
  items: NewsItem[];
  total: number;
  page: number;
  pageCount: number;
  sort: NewsSort;
};

// part 1 §2.4: "Latest News & Updates", 9 per page, a sort, the article count and pagination.
export async function NewsListPage({ view, locale }: { view: NewsListView; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'News' });
  const alertMe = await getTranslations({ locale, namespace: 'AlertMe' });
  const summary = `${t('count', countValues(view.total, locale))} · ${t(
    'pageOf',
    pageValues(view.page, view.pageCount, locale),
  )}`;
  return (
    <>
      <PageBanner title={t('title')} subSubtitle={t('subtitle')} />
      <PageContainer component="div" spacing="roomy">
        {/* Issue 45: the alerts' form with news chosen (the list has no filter). */}
        <AlertMeLink locale={locale} label={alertMe('link')} choices={{ type: 'news' }} />
        <NewsBrowser
          page={view.page}
          pageCount={view.pageCount}
          sort={view.sort}
          summary={summary}
          labels={{
            sort: t('sortLabel'),
            sortOptions: { 'date-desc': t('sort.newest'), 'date-asc': t('sort.oldest') },
            loading: t('loading'),
            pagination: {
              nav: t('pagination.label'),
              page: t.raw('pagination.page') as string,
              current: t.raw('pagination.current') as string,
              previous: t('pagination.previous'),
              next: t('pagination.next'),
            },
          }}
        >
          {view.items.length > 0 ? (
            <NewsGrid
              items={view.items}
              locale={locale}
              readMoreLabel={t('readMore')}
              priorityFirst
            />
          ) : (
            <NewsEmpty text={t('empty')} hint={t('emptyHint')} />
          )}
        </NewsBrowser>
      </PageContainer>
    </>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { bidiChunks } from '@/components/ui/bidi-text';
import { SearchResults } from '@/features/search/components/search-results';
import { keywordOf } from '@/features/search/keyword';
import { parseSearchFilterSegment } from '@/features/search/search-route';
import { getCachedSearchResults } from '@/features/search/server/cached';
import { formatNumber } from '@/lib/i18n/format-number';
import { isolate } from '@/lib/i18n/isolate';
import { routing, type Locale } from '@/lib/i18n/routing';

import styles from './search-page.module.css';

// part 3 "Global search": /search/{keyword?}, with ?type= and ?page=, rewritten here by the proxy
// (features/search/search-route.ts) so each keyword, type and page renders once and is then served
// from the full-route cache until the search index changes (the `search` tag, issue 28).
type Props = { params: Promise<{ locale: string; filter: string; keyword?: string[] }> };

export const revalidate = 3600;
export const generateStaticParams = () => [];

async function load(params: Props['params']) {
  const { locale, filter: segment, keyword: segments } = await params;
  const filter = parseSearchFilterSegment(segment);
  if (!hasLocale(routing.locales, locale) || !filter) return null;
  return { locale: locale as Locale, filter, keyword: keywordOf(segments) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load(params);
  if (!loaded) return {};
  const { locale, filter, keyword } = loaded;
  const t = await getTranslations({ locale, namespace: 'Search' });
  const shown = isolate(keyword, locale);
  const title = !keyword
    ? t('title')
    : filter.page > 1
      ? t('pageTitle', { keyword: shown, page: formatNumber(filter.page, locale) })
      : t('titleWithKeyword', { keyword: shown });
  return { title, robots: { index: false, follow: true } };
}

export default async function SearchPage({ params }: Props) {
  const loaded = await load(params);
  if (!loaded) notFound();
  const { locale, filter, keyword } = loaded;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Search' });
  let answer = keyword
    ? await getCachedSearchResults(keyword, filter.type, filter.page, locale)
    : null;
  // A page past the end shows the last one.
  if (answer && answer.page > answer.page_count) {
    answer = await getCachedSearchResults(keyword, filter.type, answer.page_count, locale);
  }
  return (
    <>
      <PageBanner
        title={t('title')}
        subSubtitle={keyword ? t.rich('quoted', { keyword, value: bidiChunks }) : undefined}
      />
      <PageContainer component="div">
        {answer ? (
          <SearchResults keyword={keyword} answer={answer} filter={filter} locale={locale} />
        ) : (
          <p className={styles.prompt}>{t('prompt')}</p>
        )}
      </PageContainer>
    </>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { SearchResults, toSearchResult } from '@/features/search/components/search-results';
import { searchPages } from '@/features/search/server/search-pages';
import { SEARCH_MAX_LENGTH } from '@/lib/constants';
import { getDb } from '@/lib/db/client';
import { routing } from '@/lib/i18n/routing';
import { contentPath } from '@/lib/navigation/menu-links';

type Props = { params: Promise<{ locale: string; keyword?: string[] }> };

// The segments arrive percent-encoded and are decoded here once ("50%25" is a search for "50%");
// control characters are dropped: no one searches for them, and none may reach the database.
function keywordOf(segments: string[] | undefined): string {
  const raw = segments?.join('/') ?? '';
  let text = raw;
  try {
    text = decodeURIComponent(raw);
  } catch {
    // A lone "%" that is not an escape stays as typed.
  }
  return text
    .replace(/[\u0000-\u001F\u007F]/g, '')
    .trim()
    .slice(0, SEARCH_MAX_LENGTH);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, keyword } = await params;
  const t = await getTranslations({ locale, namespace: 'Search' });
  const text = keywordOf(keyword);
  return {
    title: text ? t('titleWithKeyword', { keyword: text }) : t('title'),
    robots: { index: false },
  };
}

// part 3 "Global search": /search/{keyword?}; this page searches the portal's pages.
export default async function SearchPage({ params }: Props) {
  const { locale, keyword: segments } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('Search');
  const keyword = keywordOf(segments);
  const pages = keyword ? await searchPages(await getDb(), keyword) : [];
  const results = pages.map((page) => toSearchResult(page, contentPath(page, locale), locale));
  return (
    <>
      <PageBanner title={t('title')} subSubtitle={keyword ? t('quoted', { keyword }) : undefined} />
      <PageContainer component="div">
        <SearchResults keyword={keyword} results={results} />
      </PageContainer>
    </>
  );
}

import { getTranslations } from 'next-intl/server';

import { excerptOf } from '@/lib/html/plain-text';
import { pick } from '@/lib/i18n/localized';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

import styles from './search-results.module.css';

export type SearchResult = {
  id: number;
  href: string;
  title: string;
  html: string;
};

export function toSearchResult(
  page: {
    id: number;
    title_eng: string;
    title_ara: string;
    content_eng: string;
    content_ara: string;
  },
  href: string,
  locale: Locale,
): SearchResult {
  return {
    id: page.id,
    href,
    title: pick(page, 'title', locale),
    html: pick(page, 'content', locale),
  };
}

export async function SearchResults({
  keyword,
  results,
}: {
  keyword: string;
  results: SearchResult[];
}) {
  const t = await getTranslations('Search');
  if (!keyword) return <p className={styles.prompt}>{t('prompt')}</p>;
  return (
    <section aria-labelledby="search-results-title" className={styles.section}>
      <h2 id="search-results-title" role="status" className="h3">
        {results.length === 0 ? t('empty') : t('count', { count: results.length, keyword })}
      </h2>
      <ol className={styles.list}>
        {results.map((result) => (
          <li key={result.id} className={styles.result}>
            <Link href={result.href} className={`link ${styles.title}`}>
              {result.title}
            </Link>
            <p className={styles.excerpt}>{excerptOf(result.html, 220)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

import { getTranslations } from 'next-intl/server';

import { BidiText, bidiChunks } from '@/components/ui/bidi-text';
import { PageLinks } from '@/components/ui/page-links';
import { formatDate } from '@/lib/i18n/format-date';
import { countValues } from '@/lib/i18n/format-number';
import { localePath } from '@/lib/i18n/locale-path';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

import type { SearchAnswer } from '../schemas';
import { searchPath, type SearchFilter } from '../search-route';

import { HighlightedText } from './highlighted-text';
import styles from './search-results.module.css';
import { SearchTypeLinks } from './search-type-links';

type Props = { keyword: string; answer: SearchAnswer; filter: SearchFilter; locale: Locale };

// /search/{keyword} (part 3 "Global search", issue 28): the count, the type chips as links (each a
// cached address), a page of results with the matched words marked, and the page links.
export async function SearchResults({ keyword, answer, filter, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'Search' });
  const matcher = { words: answer.words, terms: answer.terms };
  return (
    <section aria-labelledby="search-results-title" className={styles.section}>
      <h2 id="search-results-title" role="status" className="h3">
        {answer.total === 0
          ? t('empty')
          : t.rich('count', {
              ...countValues(answer.total, locale),
              keyword,
              value: bidiChunks,
            })}
      </h2>
      <SearchTypeLinks
        keyword={keyword}
        counts={answer.counts}
        current={filter.type}
        locale={locale}
      />
      {answer.items.length > 0 && (
        <ol className={styles.list} aria-label={t('results')}>
          {answer.items.map((item) => (
            <li key={`${item.kind}-${item.id}`} className={styles.result}>
              <p className={styles.meta}>
                <span className={styles.kind}>{t(`kinds.${item.kind}`)}</span>
                {item.date && <time dateTime={item.date}>{formatDate(item.date, locale)}</time>}
              </p>
              <h3 className={styles.title}>
                <Link href={item.href} className="link">
                  <BidiText>
                    <HighlightedText text={item.title} matcher={matcher} />
                  </BidiText>
                </Link>
              </h3>
              {item.snippet && (
                <p className={styles.excerpt}>
                  <BidiText>
                    <HighlightedText text={item.snippet} matcher={matcher} />
                  </BidiText>
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      <PageLinks
        page={answer.page}
        pageCount={answer.page_count}
        hrefFor={(page) => localePath(searchPath(keyword, { type: filter.type, page }), locale)}
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

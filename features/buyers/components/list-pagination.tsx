import { getTranslations } from 'next-intl/server';

import { Icon } from '@/components/ui/icon';
import { ChevronLeftIcon, ChevronRightIcon, type IconShape } from '@/components/ui/icon-shapes';
import type { Locale } from '@/lib/i18n/routing';
import { pageRange } from '@/lib/pagination';

import styles from './list-pagination.module.css';

type Props = {
  page: number;
  pageCount: number;
  /** The public address of a page (with the list's filters), locale prefix included. */
  hrefFor: (page: number) => string;
  locale: Locale;
};

/** Page links rendered on the server: each page is a cached address of its own. */
export async function ListPagination({ page, pageCount, hrefFor, locale }: Props) {
  if (pageCount <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'Buyers.pagination' });
  const number = new Intl.NumberFormat(locale === 'ar' ? 'ar-JO' : 'en');
  const arrow = (target: number, label: string, icon: IconShape[]) =>
    target >= 1 && target <= pageCount ? (
      <a href={hrefFor(target)} aria-label={label} className={styles.page}>
        <Icon shape={icon} mirror />
      </a>
    ) : (
      <span className={`${styles.page} ${styles.disabled}`} aria-hidden>
        <Icon shape={icon} mirror />
      </span>
    );
  return (
    <nav aria-label={t('label')} className={styles.pagination} data-testid="list-pagination">
      <ul>
        <li>{arrow(page - 1, t('previous'), ChevronLeftIcon)}</li>
        {pageRange(page, pageCount).map((item, index) => (
          <li key={item === 'gap' ? `gap-${index}` : item}>
            {item === 'gap' ? (
              <span className={styles.gap} aria-hidden>
                …
              </span>
            ) : (
              <a
                href={hrefFor(item)}
                aria-label={t(item === page ? 'current' : 'page', { page: number.format(item) })}
                aria-current={item === page ? 'page' : undefined}
                className={styles.page}
              >
                {number.format(item)}
              </a>
            )}
          </li>
        ))}
        <li>{arrow(page + 1, t('next'), ChevronRightIcon)}</li>
      </ul>
    </nav>
  );
}

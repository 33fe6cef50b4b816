'use client';

import { useTranslations } from 'next-intl';

import { Icon } from '@/components/ui/icon';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icon-shapes';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import { pageRange } from '@/lib/pagination';

import styles from './faq-paged-list.module.css';

type Props = { page: number; pageCount: number; onChange: (page: number) => void };

/** Previous, the page numbers and next, as buttons: the pages live in the client, not the URL. */
export function FaqPagination({ page, pageCount, onChange }: Props) {
  const formatNumber = useNumberFormat();
  const t = useTranslations('Faq.pagination');
  return (
    <nav aria-label={t('label')} className={styles.pagination}>
      <ul>
        <li>
          <button
            type="button"
            className={styles.page}
            aria-label={t('previous')}
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
          >
            <Icon shape={ChevronLeftIcon} mirror />
          </button>
        </li>
        {pageRange(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden>
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.page}
                aria-label={t(item === page ? 'current' : 'goTo', { page: formatNumber(item) })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => item !== page && onChange(item)}
              >
                {formatNumber(item)}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.page}
            aria-label={t('next')}
            disabled={page >= pageCount}
            onClick={() => onChange(page + 1)}
          >
            <Icon shape={ChevronRightIcon} mirror />
          </button>
        </li>
      </ul>
    </nav>
  );
}

'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';

import { bidiChunks, BidiText } from '@/components/ui/bidi-text';
import { localePath } from '@/lib/i18n/locale-path';
import { isLocale } from '@/lib/i18n/routing';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

import type { SearchState } from '../api/use-search';
import { searchPath } from '../search-route';

import { HighlightedText } from './highlighted-text';
import styles from './search-dialog.module.css';

type Props = {
  id: string;
  optionId: (index: number) => string;
  text: string;
  search: SearchState;
  active: number;
  onChoose: (index: number) => void;
  onOpen: (href: string) => void;
};

/** The dialog's results: what is happening, the list (at most 400 px high), all the results. */
export function SearchDialogResults({
  id,
  optionId,
  text,
  search,
  active,
  onChoose,
  onOpen,
}: Props) {
  const t = useTranslations('Search');
  const current = useLocale();
  const locale = isLocale(current) ? current : 'en';
  const format = useNumberFormat();
  const answer = 'answer' in search ? search.answer : null;
  const items = answer?.items ?? [];
  const matcher = { words: answer?.words ?? [], terms: answer?.terms ?? [] };
  const keyword = text.trim();
  const allHref = searchPath(keyword);

  let status = t('dialog.hint');
  if (search.status === 'failed') status = t('dialog.failed');
  else if (search.status === 'loading' && !answer) status = t('dialog.loading');
  else if (answer && answer.total === 0) status = t('empty');
  else if (answer) status = t('dialog.count', { count: answer.total, shown: format(answer.total) });

  const openAll = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(allHref);
  };

  return (
    <>
      <p role="status" className={styles.status} aria-busy={search.status === 'loading'}>
        {status}
      </p>
      <ul
        id={id}
        role="listbox"
        aria-label={t('results')}
        className={styles.results}
        hidden={items.length === 0}
      >
        {items.map((item, index) => (
          <li
            key={`${item.kind}-${item.id}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            onMouseMove={() => index !== active && onChoose(index)}
            onClick={() => onOpen(item.href)}
          >
            <span className={styles.kind}>{t(`kinds.${item.kind}`)}</span>
            <span className={styles.title}>
              <BidiText>
                <HighlightedText text={item.title} matcher={matcher} />
              </BidiText>
            </span>
            {item.snippet && (
              <span className={styles.snippet}>
                <BidiText>
                  <HighlightedText text={item.snippet} matcher={matcher} />
                </BidiText>
              </span>
            )}
          </li>
        ))}
      </ul>
      {answer && answer.total > 0 && (
        <a href={localePath(allHref, locale)} className={`link ${styles.all}`} onClick={openAll}>
          {t.rich('dialog.all', { keyword, value: bidiChunks })}
        </a>
      )}
    </>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';

import { Icon } from '@/components/ui/icon';
import { SearchIcon } from '@/components/ui/icon-shapes';
import { SEARCH_KEYWORD_PARAM, SEARCH_MAX_LENGTH } from '@/lib/constants';
import { useRouter } from '@/lib/i18n/navigation';
import { useLocalePath } from '@/lib/i18n/use-locale-path';

import styles from './header-search.module.css';

// Sent before the scripts run, the form is a plain GET to /search?keyword=…, which the proxy sends
// on to /search/{keyword} (issue 31); once hydrated, it navigates there on the client.
export function HeaderSearch() {
  const t = useTranslations('Header');
  const searchPage = useLocalePath('/search');
  const router = useRouter();
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = text.trim();
    router.push(keyword ? `/search/${encodeURIComponent(keyword)}` : '/search');
  };

  return (
    <form role="search" action={searchPage} method="get" onSubmit={submit} className={styles.form}>
      <input
        type="search"
        name={SEARCH_KEYWORD_PARAM}
        className={styles.input}
        value={text}
        onChange={(event) => setText(event.target.value.slice(0, SEARCH_MAX_LENGTH))}
        placeholder={t('searchPlaceholder')}
        maxLength={SEARCH_MAX_LENGTH}
        aria-label={t('searchLabel')}
      />
      <button type="submit" className={styles.button} aria-label={t('searchButton')}>
        <Icon shape={SearchIcon} size={20} />
      </button>
    </form>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { FormMessages, preloadFormMessages } from '@/components/i18n/form-messages';
import { Icon } from '@/components/ui/icon';
import { TravelExploreOutlinedIcon } from '@/components/ui/icon-shapes';
import { lazyComponent } from '@/components/ui/lazy-component';
import { useLocalePath } from '@/lib/i18n/use-locale-path';

import styles from './search-launcher.module.css';

/** The dialog's code and its texts, fetched on first open (or when the pointer comes near). */
const searchDialog = lazyComponent(
  () =>
    Promise.all([import('./search-dialog'), preloadFormMessages()]).then(([module]) => {
      const { SearchDialog } = module;
      return function SearchDialogWithMessages(props: Parameters<typeof SearchDialog>[0]) {
        return (
          <FormMessages namespaces={['Search']}>
            <SearchDialog {...props} />
          </FormMessages>
        );
      };
    }),
  { formMessages: false },
);

/**
 * The header's magnifier button (part 3 "Global search", issue 28): opens the Search dialog. Only
 * this button loads with the page; the dialog loads when it is first opened. Pressed before the
 * scripts run, it sends its form: the search page (issue 31).
 */
export function SearchLauncher() {
  const t = useTranslations('Header');
  const searchPage = useLocalePath('/search');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const preload = () => void searchDialog.preload();
  return (
    <>
      <form action={searchPage} method="get" className={styles.form}>
        <button
          type="submit"
          className={styles.launcher}
          onClick={(event) => {
            event.preventDefault();
            setOpened(true);
            setOpen(true);
          }}
          onPointerEnter={preload}
          onFocus={preload}
          aria-haspopup="dialog"
          data-testid="search-launcher"
        >
          <Icon shape={TravelExploreOutlinedIcon} size={20} />
          <span className={styles.label}>{t('quickSearch')}</span>
        </button>
      </form>
      {opened && <searchDialog.Component open={open} onClose={() => setOpen(false)} />}
    </>
  );
}

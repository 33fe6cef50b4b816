import { getTranslations } from 'next-intl/server';

import { Icon } from '@/components/ui/icon';
import { SearchIcon } from '@/components/ui/icon-shapes';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';

import { HS_FINDER_PATH } from '../hs-paths';

import styles from './hs-finder.module.css';

export const FINDER_ANCHOR = 'hs-finder';
const HINT_ID = 'hs-finder-hint';

type Props = {
  q: string;
  locale: Locale;
  /** The id of the message that refuses the query, which the box then points to. */
  errorId?: string;
};

/**
 * A plain GET form (works without JavaScript): sending it loads the finder's address with `q`,
 * a new search from its first page. No `maxLength`: a pasted description longer than the finder
 * reads is refused with a message rather than cut without a word. No `dir="auto"` either: an empty
 * box would lay the Arabic placeholder out left to right.
 */
export async function HsFinderForm({ q, locale, errorId }: Props) {
  const t = await getTranslations({ locale, namespace: 'HsFinder' });
  return (
    <form
      action={`${localePath(HS_FINDER_PATH, locale)}#${FINDER_ANCHOR}`}
      method="get"
      role="search"
      className={styles.form}
    >
      <label htmlFor="hs-finder-q">{t('form.label')}</label>
      <div className={styles.row}>
        <input
          id="hs-finder-q"
          name="q"
          type="search"
          defaultValue={q}
          required
          autoComplete="off"
          placeholder={t('form.placeholder', { code: '1509' })}
          aria-describedby={errorId ? `${errorId} ${HINT_ID}` : HINT_ID}
          aria-invalid={errorId ? true : undefined}
        />
        <button type="submit" className="button button-primary">
          <Icon shape={SearchIcon} size={20} />
          {t('form.submit')}
        </button>
      </div>
      <p id={HINT_ID} className={styles.hint}>
        {t('form.hint')}
      </p>
    </form>
  );
}

import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { countValues } from '@/lib/i18n/format-number';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';
import type { ListView } from '@/lib/navigation/list-views';

import { searchAgreements } from '../agreement-list';
import { AGREEMENT_SEARCH_MAX, AGREEMENTS_PATH, FTA_MAP_PATH } from '../constants';
import type { Agreement } from '../schemas';

import { AgreementCard } from './agreement-card';
import styles from './agreements.module.css';

/** The list's anchor: the search returns to it under the page's text. */
export const AGREEMENTS_ANCHOR = 'agreements';

type Props = {
  agreements: Agreement[];
  view: ListView;
  locale: Locale;
  /** What the page adds to each agreement's card (market access's code box). */
  cardExtra?: (agreement: Agreement) => ReactNode;
};

// /free-trade-agreements (part 1 §2.1, part 3 §5): the shown agreements, newest first, searched by
// title (`?search=`, a plain GET form), each with its dates, coverage, partners and official site.
export async function AgreementsList({ agreements, view, locale, cardExtra }: Props) {
  const t = await getTranslations({ locale, namespace: 'Agreements' });
  const search = view.search ?? '';
  const found = searchAgreements(agreements, search);
  const action = `${localePath(AGREEMENTS_PATH, locale)}#${AGREEMENTS_ANCHOR}`;
  return (
    <section id={AGREEMENTS_ANCHOR} className={styles.list} aria-labelledby="agreements-heading">
      <h2 id="agreements-heading" className={styles.heading}>
        {t('list.title')}
      </h2>
      <form
        action={action}
        method="get"
        role="search"
        aria-label={t('list.searchLabel')}
        className={styles.search}
      >
        <div className={styles.field}>
          <label htmlFor="agreements-search">{t('list.search')}</label>
          <input
            id="agreements-search"
            name="search"
            type="search"
            defaultValue={search}
            maxLength={AGREEMENT_SEARCH_MAX}
            placeholder={t('list.searchHint')}
            dir="auto"
          />
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.submit}>
            {t('list.submit')}
          </button>
          {search && (
            <a
              href={`${localePath(AGREEMENTS_PATH, locale)}#${AGREEMENTS_ANCHOR}`}
              className={styles.clear}
            >
              {t('list.clear')}
            </a>
          )}
        </div>
      </form>
      <p className={styles.count} data-testid="agreements-count">
        {t('list.count', countValues(found.length, locale))}
      </p>
      {found.length === 0 ? (
        <p className={styles.empty} data-testid="agreements-empty">
          {t('list.empty')}
        </p>
      ) : (
        <ul className={styles.cards}>
          {found.map((agreement) => (
            <li key={agreement.id}>
              <AgreementCard
                agreement={agreement}
                locale={locale}
                headingLevel={3}
                labels={{
                  signed: t('card.signed'),
                  inForce: t('card.inForce'),
                  covers: t('card.covers'),
                  partners: t('card.partners'),
                  officialText: t('card.officialText'),
                  newTab: t('newTab'),
                }}
                extra={cardExtra?.(agreement)}
              />
            </li>
          ))}
        </ul>
      )}
      <p>
        <a href={localePath(FTA_MAP_PATH, locale)} className={styles.clear}>
          {t('list.toMap')}
        </a>
      </p>
    </section>
  );
}

import { getTranslations } from 'next-intl/server';

import memberList from '@/components/ui/member-list.module.css';
import { formatHsCode } from '@/lib/hs/hs-code';
import { formatDate } from '@/lib/i18n/format-date';
import { isolate } from '@/lib/i18n/isolate';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';

import { LANDED_COST_PATH } from '../constants';
import { formatMoney } from '../money-format';
import { landedCostSearchOf } from '../page-query';
import type { SavedLandedCost } from '../saved-schemas';

import { DeleteSavedLandedCostButton } from './delete-saved-landed-cost-button';
import styles from './landed-cost.module.css';

type Props = { costs: SavedLandedCost[]; names: ReadonlyMap<string, string>; locale: Locale };

/**
 * The member's saved landed costs (issue 58), the newest first: the code, the markets, each total
 * in dinars as given on the day, a link that opens the calculation again (with today's figures),
 * and Delete, asked first.
 */
export async function SavedLandedCosts({ costs, names, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'LandedCost.saved' });
  const unknown = await getTranslations({ locale, namespace: 'LandedCost.result' });
  if (costs.length === 0) {
    return (
      <div className={memberList.empty} data-testid="saved-landed-costs-empty">
        <p>{t('empty')}</p>
        <p>
          <a href={localePath(LANDED_COST_PATH, locale)}>{t('open')}</a>
        </p>
      </div>
    );
  }
  return (
    <ul className={memberList.list} data-testid="saved-landed-costs">
      {costs.map((cost) => {
        const markets = cost.countries
          .map((code) => names.get(code) ?? code)
          .join(locale === 'ar' ? '، ' : ', ');
        const totals = cost.answer.markets
          .map(
            (market) =>
              `${names.get(market.country) ?? market.country}: ${
                market.total_jod === null
                  ? unknown('unknownTotal')
                  : `${formatMoney(market.total_jod, 'JOD', locale)} ${isolate('JOD', locale, { latin: true })}`
              }`,
          )
          .join(' · ');
        const title = cost.label || `${formatHsCode(cost.hs)} · ${markets}`;
        return (
          <li key={cost.id} className={styles.saved} data-testid="saved-landed-cost">
            <h2 className={styles.marketTitle}>
              <bdi>{title}</bdi>
            </h2>
            <p className={styles.basis}>
              {t('code', { code: isolate(formatHsCode(cost.hs), locale, { latin: true }) })} ·{' '}
              {t('markets', { markets })}
            </p>
            <p>{t('total', { amounts: totals })}</p>
            <p className={styles.basis}>
              {t('savedOn', { date: formatDate(cost.saved_at, locale) })}
            </p>
            <div className={memberList.actions}>
              <a
                className="button button-outlined"
                href={`${localePath(LANDED_COST_PATH, locale)}?${landedCostSearchOf(cost.inputs)}`}
              >
                {t('open')}
              </a>
              <DeleteSavedLandedCostButton id={cost.id} label={title} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

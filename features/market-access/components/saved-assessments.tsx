import { getTranslations } from 'next-intl/server';

import { BidiText } from '@/components/ui/bidi-text';
import memberList from '@/components/ui/member-list.module.css';
import { formatHsCode } from '@/lib/hs/hs-code';
import { formatDate } from '@/lib/i18n/format-date';
import { countValues, formatNumber } from '@/lib/i18n/format-number';
import { localePath } from '@/lib/i18n/locale-path';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import { answeredAssessmentPath } from '../assessment-query';
import { MARKET_ACCESS_PATH, SAVED_ASSESSMENTS_MAX } from '../constants';
import type { SavedAssessment } from '../saved-assessment-schemas';

import { DeleteSavedAssessmentButton } from './delete-saved-assessment-button';
import styles from './saved-assessments.module.css';

type Props = { assessments: SavedAssessment[]; locale: Locale };

/**
 * The member's saved self-assessments (issue 37), the newest first: the product, the partner and
 * the agreement, the outcome as given on the day, a link that opens the assessment page again with
 * the same answers (read against today's rule), and Delete, asked first.
 */
export async function SavedAssessments({ assessments, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'OriginAssessment' });
  if (assessments.length === 0) {
    return (
      <div className={memberList.empty} data-testid="saved-assessments-empty">
        <p>{t('saved.empty')}</p>
        <p>
          <a href={localePath(MARKET_ACCESS_PATH, locale)}>{t('saved.emptyLink')}</a>
        </p>
      </div>
    );
  }
  return (
    <>
      <p className={styles.count} data-testid="saved-assessments-count">
        {t('saved.count', {
          ...countValues(assessments.length, locale),
          max: formatNumber(SAVED_ASSESSMENTS_MAX, locale),
        })}
      </p>
      <ul className={memberList.list} data-testid="saved-assessments">
        {assessments.map((item) => {
          const code = formatHsCode(item.code.code);
          const name = (locale === 'ar' && item.code.name_ar) || item.code.name_en;
          const partner = (locale === 'ar' && item.partner.name_ar) || item.partner.name_en;
          const href = localePath(
            answeredAssessmentPath(
              item.code.code,
              item.partner.country_code,
              item.agreement.id,
              item.answers,
            ),
            locale,
          );
          return (
            <li
              key={item.id}
              className={styles.item}
              data-testid="saved-assessment"
              data-assessment={item.id}
            >
              <p className={styles.outcome} data-outcome={item.outcome}>
                <span className="visually-hidden">{t('saved.outcome')}: </span>
                {t(`result.outcomes.${item.outcome}`)}
              </p>
              <h2 className={styles.name}>
                <BidiText latin>{code}</BidiText> · <bdi>{name}</bdi>
              </h2>
              <dl className={styles.facts}>
                <div>
                  <dt>{t('result.partner')}</dt>
                  <dd>{partner}</dd>
                </div>
                <div>
                  <dt>{t('result.agreement')}</dt>
                  <dd>{pick(item.agreement, 'title', locale)}</dd>
                </div>
              </dl>
              <p className={styles.date}>
                {t('saved.assessedOn', { date: formatDate(item.assessed_at, locale) })}
              </p>
              <div className={memberList.actions}>
                <a
                  className="button button-outlined"
                  href={href}
                  data-testid="saved-assessment-open"
                >
                  {t('saved.open')}{' '}
                  <span className="visually-hidden">
                    {code} · {partner}
                  </span>
                </a>
                <DeleteSavedAssessmentButton id={item.id} code={code} partner={partner} />
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}

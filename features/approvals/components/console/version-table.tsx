import { useTranslations } from 'next-intl';

import { Icon } from '@/components/ui/icon';
import { UpdateIcon } from '@/components/ui/icon-shapes';
import { countValues } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

import type { Review } from '../../schemas';

import { FieldValueView } from './field-value';
import styles from './review.module.css';

type Props = { locale: Locale; review: Pick<Review, 'kind' | 'rows' | 'changed_fields'> };

/**
 * For a change, "Approved version | Submitted change" side by side, each changed row tinted,
 * barred and labelled "Changed" in words; for a new record, its values.
 */
export function VersionTable({ locale, review }: Props) {
  const t = useTranslations('Approvals');
  const compare = review.rows.some((row) => row.approved !== null);
  const labels = {
    approved: t('detail.approved'),
    submitted: compare ? t('detail.submitted') : t('detail.value'),
  };
  return (
    <>
      {compare && (
        <p className={styles.summary} data-testid="changed-count">
          {t('detail.changedCount', countValues(review.changed_fields.length, locale))}
        </p>
      )}
      <div className={styles.box}>
        <table className={styles.table} data-testid="version-table">
          <caption>{compare ? t('detail.compareCaption') : t('detail.valuesCaption')}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.fieldColumn}>
                {t('detail.field')}
              </th>
              {compare && <th scope="col">{labels.approved}</th>}
              <th scope="col">{labels.submitted}</th>
            </tr>
          </thead>
          <tbody>
            {review.rows.map((row) => {
              const field = t(`fields.${row.field}` as 'fields.logo');
              return (
                <tr
                  key={row.field}
                  className={row.changed ? styles.changedRow : undefined}
                  data-changed={row.changed ? 'true' : undefined}
                  data-field={row.field}
                >
                  <th scope="row">
                    <span className={styles.fieldName}>{field}</span>{' '}
                    {row.changed && (
                      <span className={styles.changedMark}>
                        <Icon shape={UpdateIcon} size={16} />
                        {t('detail.changed')}
                      </span>
                    )}
                  </th>
                  {compare && (
                    <td data-label={labels.approved}>
                      {row.approved && (
                        <FieldValueView
                          value={row.approved}
                          locale={locale}
                          field={field}
                          version={labels.approved}
                        />
                      )}
                    </td>
                  )}
                  <td data-label={labels.submitted}>
                    <FieldValueView
                      value={row.submitted}
                      locale={locale}
                      field={field}
                      version={labels.submitted}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

import { useLocale, useTranslations } from 'next-intl';

import { formatDateTime } from '@/lib/i18n/format-date';
import { isLocale } from '@/lib/i18n/routing';

import { changeRows, isInstant } from '../../audit-values';
import type { AuditEntry } from '../../schemas';

import styles from './audit-log.module.css';

type Props = { entry: Pick<AuditEntry, 'id' | 'before' | 'after'> };

/**
 * An entry's values before and after, field by field, as text (never HTML), folded under its row
 * (a <details>, so it opens without scripts). Instants in Amman time, yes and no in words, an
 * absent value as "(empty)". A plain (not async) component, so a table cell can render it.
 */
export function AuditChanges({ entry }: Props) {
  const t = useTranslations('MembersAdmin.audit');
  const fields = useTranslations('Console.audit.fields');
  // A field the catalogues name shows in words (its code on hover); another one as it is stored.
  const fieldName = (field: string) => {
    const key = field.toLowerCase();
    return /^\w+$/.test(key) && fields.has(key) ? fields(key) : null;
  };
  const asked = useLocale();
  const locale = isLocale(asked) ? asked : 'en';
  const rows = changeRows(entry.before, entry.after);
  if (rows.length === 0) return <span className={styles.muted}>{t('noChanges')}</span>;
  const cell = (value: string | null) => {
    if (value === null) return <span className={styles.muted}>{t('empty_value')}</span>;
    if (value === 'true' || value === 'false') return t(value === 'true' ? 'yes' : 'no');
    if (isInstant(value)) return <time dateTime={value}>{formatDateTime(value, locale)}</time>;
    return <bdi className={styles.value}>{value}</bdi>;
  };
  return (
    <details className={styles.details}>
      <summary>{t('showChanges')}</summary>
      <div className={styles.changesBox} data-testid={`audit-changes-${entry.id}`}>
        <table className={styles.changes}>
          <caption className="visually-hidden">{t('changesOf', { id: String(entry.id) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('field')}</th>
              <th scope="col">{t('before')}</th>
              <th scope="col">{t('after')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.field}>
                <th scope="row">
                  {fieldName(row.field) ? (
                    <span title={row.field}>{fieldName(row.field)}</span>
                  ) : (
                    <code dir="ltr">{row.field}</code>
                  )}
                </th>
                <td data-label={t('before')}>{cell(row.before)}</td>
                <td data-label={t('after')}>{cell(row.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

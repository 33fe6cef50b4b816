import { getTranslations } from 'next-intl/server';

import { formatDate } from '@/lib/i18n/format-date';
import { formatNumber } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

import { SECTION_FIELDS } from '../../constants';
import type { ExportPlan } from '../../schemas';
import styles from '../export-plan.module.css';

type Props = { plan: ExportPlan; locale: Locale };

/** A member's plan as the advisers read it in the console (issue 59): every answer, nothing to edit. */
export async function PlanReadOnly({ plan, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'ExportPlan' });
  const valueOf = (section: string, name: string, kind: string, value: string) => {
    if (!value) return t('console.empty');
    if (kind === 'choice') return t(`choices.${name}.${value}` as never);
    if (kind === 'date') return formatDate(value, locale);
    if (kind === 'amount')
      return t('pdf.dinars', {
        amount: formatNumber(Number(value), locale, { minimumFractionDigits: 3 }),
      });
    return value;
  };
  return (
    <div data-testid="console-export-plan">
      <p>{t('console.readOnly')}</p>
      <p>
        {t('progress', {
          complete: formatNumber(plan.progress.complete, locale),
          total: formatNumber(plan.progress.total, locale),
        })}
        {plan.sent_at && <> · {t('console.sentOn', { date: formatDate(plan.sent_at, locale) })}</>}
        {plan.enquiry_id !== null && (
          <> · {t('console.enquiry', { id: String(plan.enquiry_id) })}</>
        )}
      </p>
      {plan.sections.map((section) => (
        <section key={section.section} className={styles.section}>
          <h2 className={styles.sectionTitle}>{t(`sections.${section.section}.title` as never)}</h2>
          <dl className={styles.serverCopy}>
            {SECTION_FIELDS[section.section].map((field) => (
              <div key={field.name}>
                <dt>{t(`sections.${section.section}.fields.${field.name}` as never)}</dt>
                <dd>
                  <bdi>
                    {valueOf(
                      section.section,
                      field.name,
                      field.kind,
                      section.fields[field.name] ?? '',
                    )}
                  </bdi>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

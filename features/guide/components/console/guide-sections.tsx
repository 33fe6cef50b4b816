import { getTranslations } from 'next-intl/server';

import { excerptOf } from '@/lib/html/plain-text';
import { formatNumber } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

import { GUIDE_STEP_NUMBERS, type StaffGuide, stepColumns } from '../../staff-schemas';

import { EditGuideButton } from './guide-buttons';
import styles from './guide-console.module.css';

type Props = { guide: StaffGuide; locale: Locale };

const text = (guide: StaffGuide, column: string) => String(guide[column] ?? '');

/** A pair of values as a term list: the English and the Arabic, each in its direction. */
async function Pair({ labels, values }: { labels: [string, string]; values: [string, string] }) {
  const t = await getTranslations('GuideAdmin');
  return (
    <dl className={styles.names}>
      <div>
        <dt>{labels[0]}</dt>
        <dd lang="en" dir="ltr">
          {values[0] || t('none')}
        </dd>
      </div>
      <div>
        <dt>{labels[1]}</dt>
        <dd lang="ar" dir="rtl">
          {values[1] || t('none')}
        </dd>
      </div>
    </dl>
  );
}

/** /admin/guide's sections (issue 29): the guide's own texts, then its seven steps, each editable. */
export async function GuideSections({ guide, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'GuideAdmin' });
  const file = (column: string) => (text(guide, column) ? t('fileKept') : t('none'));
  return (
    <div className={styles.sections}>
      <details className={styles.section} data-guide-part="general" open>
        <summary className={styles.summary}>{t('general')}</summary>
        <div className={styles.body}>
          <Pair
            labels={[t('form.sub_subtitle_eng'), t('form.sub_subtitle_ara')]}
            values={[text(guide, 'sub_subtitle_eng'), text(guide, 'sub_subtitle_ara')]}
          />
          <Pair
            labels={[t('form.file_en'), t('form.file_ar')]}
            values={[file('guide_file'), file('guide_file_ara')]}
          />
          <div>
            <EditGuideButton guide={guide} label={t('edit')} name={t('general')} />
          </div>
        </div>
      </details>
      {GUIDE_STEP_NUMBERS.map((step) => {
        const columns = stepColumns(step);
        const name = text(guide, locale === 'ar' ? columns.name_ara : columns.name_eng);
        const title = t('step.title', { step: formatNumber(step, locale) });
        return (
          <details key={step} className={styles.section} data-guide-step={step}>
            <summary className={styles.summary}>
              {title}
              {name && <bdi>{name}</bdi>}
            </summary>
            <div className={styles.body}>
              <Pair
                labels={[t('step.name_eng'), t('step.name_ara')]}
                values={[text(guide, columns.name_eng), text(guide, columns.name_ara)]}
              />
              <p className={styles.excerpt}>
                {excerptOf(text(guide, locale === 'ar' ? columns.html_ara : columns.html_eng), 240)}
              </p>
              <Pair
                labels={[t('step.file_en'), t('step.file_ar')]}
                values={[file(columns.file_eng), file(columns.file_ara)]}
              />
              <div>
                <EditGuideButton guide={guide} step={step} label={t('edit')} name={title} />
              </div>
            </div>
          </details>
        );
      })}
    </div>
  );
}

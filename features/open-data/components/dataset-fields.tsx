import { getTranslations } from 'next-intl/server';

import { BidiText } from '@/components/ui/bidi-text';
import type { Locale } from '@/lib/i18n/routing';

import type { Dataset } from '../datasets';

import { openDataTags } from './open-data-tags';
import styles from './open-data.module.css';

// A dataset's fields: each name as the JSON answer writes it and what it means, in the page's
// language (messages OpenData.datasets.{key}.fields).

export async function DatasetFields({ dataset, locale }: { dataset: Dataset; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'OpenData' });
  const { key } = dataset;
  const caption = t('fieldsCaption', { name: t(`datasets.${key}.title`) });
  return (
    // Scrolls sideways on a narrow screen: a region the keyboard can reach.
    <div className={styles.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.fields}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('field')}</th>
            <th scope="col">{t('meaning')}</th>
          </tr>
        </thead>
        <tbody>
          {dataset.fields.map((field) => (
            <tr key={field}>
              <th scope="row">
                <BidiText latin className={styles.code}>
                  {field}
                </BidiText>
              </th>
              <td>{t.rich(`datasets.${key}.fields.${field}`, openDataTags)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

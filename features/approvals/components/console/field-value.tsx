import { useTranslations } from 'next-intl';

import { UploadedFile } from '@/components/ui/uploaded-file';
import type { Locale } from '@/lib/i18n/routing';

import type { FieldValue } from '../../schemas';

import styles from './review.module.css';

type Props = {
  value: FieldValue;
  locale: Locale;
  /** The field's and the version's names, for a picture's text. */
  field: string;
  version: string;
};

/**
 * One value of a review: the member's text as text (never HTML) in its own direction, lookups by
 * their names in the console's language, files by their kind (components/ui/uploaded-file.tsx):
 * pictures as thumbnails, PDFs as download links.
 */
export function FieldValueView({ value, locale, field, version }: Props) {
  const t = useTranslations('Approvals.detail');
  const empty = <span className={styles.muted}>{t('empty')}</span>;
  if (value.type === 'text') {
    if (value.text.trim() === '') return empty;
    return (
      <span dir={value.dir} className={styles.text}>
        {value.text}
      </span>
    );
  }
  if (value.type === 'names') {
    if (value.names.length === 0) return empty;
    return (
      <span>
        {value.names
          .map((name) => (locale === 'ar' ? name.ar : name.en))
          .join(locale === 'ar' ? '، ' : ', ')}
      </span>
    );
  }
  if (value.files.length === 0) return empty;
  return (
    <ul className={styles.files}>
      {value.files.map((file, index) => (
        <li key={`${file.url}-${index}`}>
          <UploadedFile
            url={file.url}
            name={file.title ?? field}
            context={version}
            picture={{
              alt: t('picture', { field: file.title ?? field, version }),
              width: 96,
              height: 96,
              sizes: '96px',
              className: styles.thumb,
              linked: true,
            }}
          />
        </li>
      ))}
    </ul>
  );
}

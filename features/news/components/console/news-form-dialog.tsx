'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useController, type Control } from 'react-hook-form';

import { recordTextField } from '@/components/console/record-form/record-text-field';
import { VersionedFormDialog } from '@/components/console/record-form/versioned-form-dialog';
import { RichTextPair } from '@/components/console/rich-text/rich-text-pair';
import { FieldFrame, useFieldIds } from '@/components/forms/field-frame';
import fieldStyles from '@/components/forms/field.module.css';
import { FormSelectField } from '@/components/forms/form-select-field';
import { useFieldError } from '@/components/forms/use-field-error';

import { saveNews } from '../../api/change-news';
import { newsFieldsSchema, type NewsFields, type NewsItem } from '../../schemas';

import styles from './news-console.module.css';
import { NEWS_FORM_FIELDS, newsValuesOf } from './news-form-values';
import { NewsImageField } from './news-image-field';

type Props = {
  /** The item to edit (its version goes with the change); null adds one. */
  item: NewsItem | null;
  today: string;
  onClose: () => void;
  /** Saved: its title in the page's language, isolated for the sentence that announces it. */
  onSaved: (title: string) => void;
};

const apiField = (field: string) => NEWS_FORM_FIELDS.find((name) => name === field);

/** The titles (`DESCRIPTION_ENG`, `DESCRIPTION_ARA`) and the meta descriptions, by their API names. */
const Title = recordTextField<NewsFields>('NewsAdmin.form', {
  rows: 2,
  suffixes: ['_ENG', '_ARA'],
});
const Meta = recordTextField<NewsFields>('NewsAdmin.form', { rows: 2, suffixes: ['_en', '_ar'] });

/** The news date: the browser's date picker, written YYYY-MM-DD. */
function DateField({ control }: { control: Control<NewsFields> }) {
  const t = useTranslations('NewsAdmin.form');
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name: 'news_date' });
  const error = useFieldError(fieldState);
  const ids = useFieldIds();
  return (
    <FieldFrame ids={ids} label={t('news_date')} required error={error}>
      <input
        ref={ref}
        id={ids.input}
        type="date"
        name={field.name}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        required
        aria-invalid={!!error}
        aria-describedby={error ? ids.helper : undefined}
        className={fieldStyles.input}
      />
    </FieldFrame>
  );
}

/**
 * Adds or edits a news item (issue 29): titles, bodies (the rich-text pair) and meta descriptions
 * in both languages, the picture, the date and whether it is published. The server's schema checks
 * the fields here too; a new item is a draft until published.
 */
export function NewsFormDialog({ item, today, onClose, onSaved }: Props) {
  const t = useTranslations('NewsAdmin');
  return (
    <VersionedFormDialog
      namespace="NewsAdmin"
      record={item}
      resolver={zodResolver(newsFieldsSchema)}
      defaultValues={newsValuesOf(item, today)}
      fieldOf={apiField}
      names={['DESCRIPTION_ENG', 'DESCRIPTION_ARA']}
      save={saveNews}
      titles={{ add: 'form.addTitle', edit: 'form.editTitle', param: 'title' }}
      className={styles.form}
      onClose={onClose}
      onSaved={onSaved}
    >
      {({ control }) => (
        <>
          <Title control={control} pair="DESCRIPTION" max={300} required />
          <div className={styles.wide}>
            <RichTextPair
              control={control}
              english="TARIFF_ENG"
              arabic="TARIFF_ARA"
              label={t('form.body')}
              required
            />
          </div>
          <NewsImageField control={control} />
          <DateField control={control} />
          <FormSelectField
            control={control}
            name="status"
            label={t('form.status')}
            options={[
              { value: 0, label: t('status.draft') },
              { value: 1, label: t('status.published') },
            ]}
          />
          <Meta control={control} pair="meta_description" max={300} multiline />
        </>
      )}
    </VersionedFormDialog>
  );
}

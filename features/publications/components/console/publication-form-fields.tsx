'use client';

import { useTranslations } from 'next-intl';
import { useController, type Control } from 'react-hook-form';

import { CheckField } from '@/components/console/check-fields';
import grid from '@/components/console/console-form-grid.module.css';
import { FieldFrame, useFieldIds } from '@/components/forms/field-frame';
import fieldStyles from '@/components/forms/field.module.css';
import { FileField } from '@/components/forms/file-field';
import { FormDateField } from '@/components/forms/form-date-field';
import { FormTextField } from '@/components/forms/form-text-field';

import type { PublicationFormValues } from '../../publication-form-values';
import type { StaffPublication } from '../../schemas';

type Props = { control: Control<PublicationFormValues> };
type TextName = 'DESCRIPTION_ENG' | 'DESCRIPTION_ARA' | 'TARIFF_ENG' | 'TARIFF_ARA';

/** The title and the html summary in both languages (the titles required). */
export function TextFields({ control }: Props) {
  const t = useTranslations('PublicationsAdmin.form');
  const text = (name: TextName, dir: 'ltr' | 'rtl', summary: boolean) => (
    <div className={summary ? grid.wide : undefined}>
      <FormTextField
        control={control}
        name={name}
        label={t(name)}
        required={!summary}
        maxLength={summary ? 20_000 : 300}
        multiline={summary}
        rows={summary ? 5 : undefined}
        hint={summary ? t('summaryHint') : undefined}
        dir={dir}
        trim
      />
    </div>
  );
  return (
    <>
      {text('DESCRIPTION_ENG', 'ltr', false)}
      {text('DESCRIPTION_ARA', 'rtl', false)}
      {text('TARIFF_ENG', 'ltr', true)}
      {text('TARIFF_ARA', 'rtl', true)}
    </>
  );
}

/** Published (members see it) or a draft (staff only). */
function StatusSelect({ control }: Props) {
  const t = useTranslations('PublicationsAdmin.form');
  const {
    field: { ref, ...field },
  } = useController({ control, name: 'status' });
  const ids = useFieldIds();
  return (
    <FieldFrame ids={ids} label={t('status')} required={false}>
      <select
        id={ids.input}
        ref={ref}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(Number(event.target.value) === 1 ? 1 : 0)}
        className={`${fieldStyles.input} ${fieldStyles.select}`}
      >
        <option value={1}>{t('published')}</option>
        <option value={0}>{t('draft')}</option>
      </select>
    </FieldFrame>
  );
}

/** The publication date, the status (published or draft) and the VIP flag. */
export function PublishingFields({ control }: Props) {
  const t = useTranslations('PublicationsAdmin.form');
  return (
    <>
      {/* The publication date: the browser's date picker, written YYYY-MM-DD. */}
      <FormDateField control={control} name="date_start" label={t('date_start')} />
      <StatusSelect control={control} />
      <CheckField control={control} name="for_vip" label={t('for_vip')} hint={t('vipHint')} />
    </>
  );
}

/** The cover and the two PDFs; an edit keeps a file not chosen again, the Arabic one removable. */
export function FileFields({
  control,
  publication,
}: Props & { publication: StaffPublication | null }) {
  const t = useTranslations('PublicationsAdmin.form');
  const creating = publication === null;
  return (
    <>
      <FileField
        control={control}
        name="image"
        label={t('image')}
        accept="image/jpeg,image/png,image/webp,image/gif"
        required={creating}
        existingUrl={publication?.image || null}
        hint={t('imageHint')}
      />
      <FileField
        control={control}
        name="TARIFF_FILE"
        label={t('TARIFF_FILE')}
        accept="application/pdf"
        required={creating}
        existingUrl={publication?.TARIFF_FILE || null}
        hint={t('pdfHint')}
      />
      <FileField
        control={control}
        name="TARIFF_FILE_AR"
        label={t('TARIFF_FILE_AR')}
        accept="application/pdf"
        required={false}
        existingUrl={publication?.TARIFF_FILE_AR || null}
        hint={t('pdfHint')}
      />
      {publication?.TARIFF_FILE_AR && (
        <CheckField control={control} name="remove_file_ar" label={t('remove_file_ar')} />
      )}
    </>
  );
}

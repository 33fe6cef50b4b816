'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { ConsoleFormDialog } from '@/components/console/console-form-dialog';
import { RichTextPair } from '@/components/console/rich-text/rich-text-pair';
import { onFormFields, useConsoleSave } from '@/components/console/use-console-save';
import { FormTextField } from '@/components/forms/form-text-field';

import { saveEnquiryPage } from '../../api/change-enquiry-page';
import {
  ENQUIRY_PAGE_TEXT_MAX,
  ENQUIRY_PAGE_TITLE_MAX,
  enquiryPageInputSchema,
  type EnquiryPageInput,
  type StaffEnquiryPage,
} from '../../enquiry-page-input';

import styles from './enquiry-texts.module.css';

const TEXTS = [
  'title_eng',
  'title_ara',
  'subtitle_eng',
  'subtitle_ara',
  'tooltip_eng',
  'tooltip_ara',
] as const;
const FIELDS = [...TEXTS, 'image', 'result_description_eng', 'result_description_ara'] as const;

type Props = {
  page: StaffEnquiryPage;
  /** The page's name in the console's language. */
  name: string;
  onClose: () => void;
  onSaved: () => void;
};

/** An enquiry page's texts in both languages (issue 29), at the version the list showed. */
export function EnquiryTextDialog({ page, name, onClose, onSaved }: Props) {
  const t = useTranslations('EnquiryPagesAdmin');
  const { control, handleSubmit, setError } = useForm<EnquiryPageInput>({
    resolver: zodResolver(enquiryPageInputSchema),
    defaultValues: Object.fromEntries(FIELDS.map((field) => [field, page[field]])),
  });
  const apiField = (field: string) => FIELDS.find((known) => known === field);
  const save = useConsoleSave(t('errors.failed'), onFormFields(setError, apiField));

  const submit = handleSubmit(async (input) => {
    if (await save.run(async () => void (await saveEnquiryPage(page.id, input, page.version)))) {
      onSaved();
    }
  });

  const text = (field: (typeof TEXTS)[number] | 'image') => (
    <FormTextField
      control={control}
      name={field}
      label={t(`form.${field}`)}
      hint={field === 'image' ? t('form.imageHint') : undefined}
      required={field.startsWith('title')}
      maxLength={field.startsWith('title') ? ENQUIRY_PAGE_TITLE_MAX : ENQUIRY_PAGE_TEXT_MAX}
      multiline={field.startsWith('tooltip') || field.startsWith('subtitle')}
      rows={field.startsWith('tooltip') || field.startsWith('subtitle') ? 2 : undefined}
      dir={field.endsWith('_ara') ? 'rtl' : 'ltr'}
      trim
    />
  );

  return (
    <ConsoleFormDialog
      title={t('form.title', { name })}
      save={save}
      maxWidth="md"
      labels={{ cancel: t('form.cancel'), save: t('form.save') }}
      onClose={onClose}
      onSubmit={submit}
    >
      <div className={styles.pair}>{TEXTS.map((field) => text(field))}</div>
      {text('image')}
      <RichTextPair
        control={control}
        english="result_description_eng"
        arabic="result_description_ara"
        label={t('form.result')}
        required
      />
    </ConsoleFormDialog>
  );
}

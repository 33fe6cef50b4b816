'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { type FormEvent, useRef } from 'react';
import { type Control, useForm } from 'react-hook-form';
import { z } from 'zod';

import { ConsoleFormDialog } from '@/components/console/console-form-dialog';
import { DocumentField } from '@/components/console/document-field';
import { RichTextPair } from '@/components/console/rich-text/rich-text-pair';
import { onFormFields, useConsoleSave } from '@/components/console/use-console-save';
import { FormSelectField } from '@/components/forms/form-select-field';
import { FormTextField } from '@/components/forms/form-text-field';

import { type FaqVersion, saveFaq, saveFaqFile } from '../../api/change-faq';
import {
  FAQ_CATEGORIES,
  FAQ_QUESTION_MAX,
  FAQ_TABS,
  faqInputSchema,
  NO_TAB,
  type StaffFaq,
} from '../../staff-schemas';

import styles from './faqs-console.module.css';

const file = z.custom<File | null>((value) => value === null || value instanceof File);
const formSchema = faqInputSchema.extend({
  file_en: file,
  file_ar: file,
  remove_file_en: z.boolean(),
  remove_file_ar: z.boolean(),
});
type Values = z.input<typeof formSchema>;
type Field = keyof Values;

const EMPTY: Values = {
  category: 1,
  tab: 1,
  status: 1,
  add_to_home: 0,
  question_eng: '',
  question_ara: '',
  answer_eng: '',
  answer_ara: '',
  file_en: null,
  file_ar: null,
  remove_file_en: false,
  remove_file_ar: false,
};
const valuesOf = (faq: StaffFaq | null): Values =>
  faq ? { ...EMPTY, ...faq, tab: faq.tab ?? NO_TAB } : EMPTY;
const FIELDS = Object.keys(EMPTY) as Field[];
const apiField = (name: string) =>
  name === 'file' ? undefined : FIELDS.find((field) => field === name);

function Choices({ control }: { control: Control<Values> }) {
  const t = useTranslations('FaqsAdmin');
  const yesNo = (yes: string, no: string) => [
    { value: 1, label: yes },
    { value: 0, label: no },
  ];
  return (
    <div className={styles.choices}>
      <FormSelectField
        control={control}
        name="category"
        label={t('form.category')}
        options={FAQ_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
      />
      <FormSelectField
        control={control}
        name="tab"
        label={t('form.tab')}
        hint={t('form.tabHint')}
        options={[NO_TAB, ...FAQ_TABS].map((value) => ({ value, label: t(`tabs.${value}`) }))}
      />
      <FormSelectField
        control={control}
        name="status"
        label={t('form.status')}
        options={yesNo(t('status.published'), t('status.draft'))}
      />
      <FormSelectField
        control={control}
        name="add_to_home"
        label={t('form.home')}
        hint={t('form.homeHint')}
        options={yesNo(t('home.shown'), t('home.hidden'))}
      />
    </div>
  );
}

type Props = { faq: StaffFaq | null; onClose: () => void; onSaved: () => void };

/** Adds or edits a FAQ in both languages (issue 29): its texts, then each document chosen. */
export function FaqFormDialog({ faq, onClose, onSaved }: Props) {
  const t = useTranslations('FaqsAdmin');
  const { control, handleSubmit, setError } = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: valuesOf(faq),
  });
  const save = useConsoleSave(t('errors.failed'), onFormFields(setError, apiField));
  // The record as far as this dialog has saved it: a retry after a refused file goes on from there.
  const saved = useRef<FaqVersion | null>(faq && { id: faq.id, version: faq.version });

  const onValid = async (values: Values) => {
    const { file_en, file_ar, remove_file_en, remove_file_ar, ...input } = values;
    const ok = await save.run(async () => {
      let row = await saveFaq(input, saved.current);
      saved.current = { id: row.id, version: row.version };
      const files = [
        ['en', file_en, remove_file_en && !!faq?.file_eng],
        ['ar', file_ar, remove_file_ar && !!faq?.file_ara],
      ] as const;
      for (const [lang, chosen, removed] of files) {
        if (!chosen && !removed) continue;
        row = await saveFaqFile(saved.current, lang, chosen ?? null);
        saved.current = { id: row.id, version: row.version };
      }
    });
    if (ok) onSaved();
  };
  // Called on submit, not while rendering: the save reads the version saved so far (a ref).
  const submit = (event: FormEvent<HTMLFormElement>) => handleSubmit(onValid)(event);

  const text = (name: 'question_eng' | 'question_ara', dir: 'ltr' | 'rtl') => (
    <FormTextField
      control={control}
      name={name}
      label={t(`form.${name}`)}
      required
      maxLength={FAQ_QUESTION_MAX}
      dir={dir}
      trim
    />
  );
  const document = (lang: 'en' | 'ar') => (
    <DocumentField
      control={control}
      name={`file_${lang}`}
      removeName={`remove_file_${lang}`}
      label={t(`form.file_${lang}`)}
      hint={t('form.fileHint')}
      existingUrl={(lang === 'en' ? faq?.file_eng : faq?.file_ara) || null}
      removeLabel={t('form.removeFile')}
    />
  );

  return (
    <ConsoleFormDialog
      title={faq ? t('form.editTitle') : t('form.addTitle')}
      save={save}
      maxWidth="md"
      labels={{ cancel: t('form.cancel'), save: t('form.save') }}
      onClose={onClose}
      onSubmit={submit}
    >
      <Choices control={control} />
      {text('question_eng', 'ltr')}
      {text('question_ara', 'rtl')}
      <RichTextPair
        control={control}
        english="answer_eng"
        arabic="answer_ara"
        label={t('form.answer')}
        required
      />
      <div className={styles.choices}>
        {document('en')}
        {document('ar')}
      </div>
    </ConsoleFormDialog>
  );
}

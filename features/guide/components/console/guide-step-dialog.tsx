'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { type FormEvent, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { ConsoleFormDialog } from '@/components/console/console-form-dialog';
import { DocumentField } from '@/components/console/document-field';
import { RichTextPair } from '@/components/console/rich-text/rich-text-pair';
import { onFormFields, useConsoleSave } from '@/components/console/use-console-save';
import { FormTextField } from '@/components/forms/form-text-field';

import { saveGuideFiles, saveGuideStep } from '../../api/change-guide';
import {
  GUIDE_NAME_MAX,
  guideStepInputSchema,
  type StaffGuide,
  stepColumns,
} from '../../staff-schemas';

import styles from './guide-console.module.css';

const file = z.custom<File | null>((value) => value === null || value instanceof File);
const formSchema = guideStepInputSchema.and(
  z.object({ file_en: file, file_ar: file, remove_en: z.boolean(), remove_ar: z.boolean() }),
);
type Values = z.input<typeof formSchema>;
const FIELDS = ['name_eng', 'name_ara', 'html_eng', 'html_ara'] as const;

type Props = {
  guide: StaffGuide;
  step: number;
  /** "Step 3", its number in the page's digits. */
  title: string;
  onClose: () => void;
  onSaved: () => void;
};

/** One step of the export guide (issue 29): its name and entry in both languages, its PDFs. */
export function GuideStepDialog({ guide, step, title, onClose, onSaved }: Props) {
  const t = useTranslations('GuideAdmin');
  const columns = stepColumns(step);
  const stored = (column: string) => String(guide[column] ?? '');
  const { control, handleSubmit, setError } = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name_eng: stored(columns.name_eng),
      name_ara: stored(columns.name_ara),
      html_eng: stored(columns.html_eng),
      html_ara: stored(columns.html_ara),
      file_en: null,
      file_ar: null,
      remove_en: false,
      remove_ar: false,
    },
  });
  const apiField = (name: string) => FIELDS.find((field) => field === name);
  const save = useConsoleSave(t('errors.failed'), onFormFields(setError, apiField));
  const version = useRef(guide.version);

  const onValid = async (values: Values) => {
    const { file_en, file_ar, remove_en, remove_ar, ...input } = values;
    const ok = await save.run(async () => {
      version.current = (await saveGuideStep(step, input, version.current)).version;
      version.current = await saveGuideFiles(
        [
          {
            field: columns.file_eng,
            file: file_en,
            remove: remove_en,
            stored: !!stored(columns.file_eng),
          },
          {
            field: columns.file_ara,
            file: file_ar,
            remove: remove_ar,
            stored: !!stored(columns.file_ara),
          },
        ],
        version.current,
      );
    });
    if (ok) onSaved();
  };
  // Called on submit, not while rendering: the save reads the version saved so far (a ref).
  const submit = (event: FormEvent<HTMLFormElement>) => handleSubmit(onValid)(event);

  const name = (field: 'name_eng' | 'name_ara', dir: 'ltr' | 'rtl') => (
    <FormTextField
      control={control}
      name={field}
      label={t(`step.${field}`)}
      hint={t('step.nameHint')}
      required={false}
      maxLength={GUIDE_NAME_MAX}
      dir={dir}
      trim
    />
  );
  const document = (lang: 'en' | 'ar') => (
    <DocumentField
      control={control}
      name={`file_${lang}`}
      removeName={`remove_${lang}`}
      label={t(`step.file_${lang}`)}
      hint={t('fileHint')}
      existingUrl={stored(lang === 'en' ? columns.file_eng : columns.file_ara) || null}
      removeLabel={t('removeFile')}
    />
  );

  return (
    <ConsoleFormDialog
      title={t('step.editTitle', { step: title })}
      save={save}
      maxWidth="md"
      labels={{ cancel: t('cancel'), save: t('save') }}
      onClose={onClose}
      onSubmit={submit}
    >
      <div className={styles.pair}>
        {name('name_eng', 'ltr')}
        {name('name_ara', 'rtl')}
      </div>
      <RichTextPair
        control={control}
        english="html_eng"
        arabic="html_ara"
        label={t('step.html')}
        required
      />
      <div className={styles.pair}>
        {document('en')}
        {document('ar')}
      </div>
    </ConsoleFormDialog>
  );
}

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

import { saveGuide, saveGuideFiles } from '../../api/change-guide';
import { GUIDE_TEXT_MAX, guideInputSchema, type StaffGuide } from '../../staff-schemas';

import styles from './guide-console.module.css';

const file = z.custom<File | null>((value) => value === null || value instanceof File);
const formSchema = guideInputSchema.and(
  z.object({ file_en: file, file_ar: file, remove_en: z.boolean(), remove_ar: z.boolean() }),
);
type Values = z.input<typeof formSchema>;
const TEXTS = [
  'image',
  'keywords',
  'keywords_ara',
  'sub_subtitle_eng',
  'sub_subtitle_ara',
] as const;
const HTML = ['step_guide_eng', 'step_guide_ara'] as const;

type Props = { guide: StaffGuide; onClose: () => void; onSaved: () => void };

/**
 * The export guide's own texts (issue 29): picture, keywords, line, introduction, and the full
 * guide's PDFs, which stay for members only.
 */
export function GuideFormDialog({ guide, onClose, onSaved }: Props) {
  const t = useTranslations('GuideAdmin');
  const stored = (column: string) => String(guide[column] ?? '');
  const { control, handleSubmit, setError } = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      ...Object.fromEntries([...TEXTS, ...HTML].map((field) => [field, stored(field)])),
      file_en: null,
      file_ar: null,
      remove_en: false,
      remove_ar: false,
    },
  });
  const apiField = (name: string) => [...TEXTS, ...HTML].find((field) => field === name);
  const save = useConsoleSave(t('errors.failed'), onFormFields(setError, apiField));
  const version = useRef(guide.version);

  const onValid = async (values: Values) => {
    const { file_en, file_ar, remove_en, remove_ar, ...input } = values;
    const ok = await save.run(async () => {
      version.current = (await saveGuide(input, version.current)).version;
      version.current = await saveGuideFiles(
        [
          { field: 'guide_file', file: file_en, remove: remove_en, stored: !!stored('guide_file') },
          {
            field: 'guide_file_ara',
            file: file_ar,
            remove: remove_ar,
            stored: !!stored('guide_file_ara'),
          },
        ],
        version.current,
      );
    });
    if (ok) onSaved();
  };
  // Called on submit, not while rendering: the save reads the version saved so far (a ref).
  const submit = (event: FormEvent<HTMLFormElement>) => handleSubmit(onValid)(event);

  const text = (field: (typeof TEXTS)[number], dir: 'ltr' | 'rtl') => (
    <FormTextField
      control={control}
      name={field}
      label={t(`form.${field}`)}
      hint={field === 'image' ? t('form.imageHint') : undefined}
      required={false}
      maxLength={GUIDE_TEXT_MAX}
      dir={dir}
      trim
    />
  );

  return (
    <ConsoleFormDialog
      title={t('form.title')}
      save={save}
      maxWidth="md"
      labels={{ cancel: t('cancel'), save: t('save') }}
      onClose={onClose}
      onSubmit={submit}
    >
      {text('image', 'ltr')}
      <div className={styles.pair}>
        {text('keywords', 'ltr')}
        {text('keywords_ara', 'rtl')}
        {text('sub_subtitle_eng', 'ltr')}
        {text('sub_subtitle_ara', 'rtl')}
      </div>
      <RichTextPair
        control={control}
        english="step_guide_eng"
        arabic="step_guide_ara"
        label={t('form.introduction')}
        required
      />
      <div className={styles.pair}>
        {(['en', 'ar'] as const).map((lang) => (
          <DocumentField
            key={lang}
            control={control}
            name={`file_${lang}`}
            removeName={`remove_${lang}`}
            label={t(`form.file_${lang}`)}
            hint={t('form.fullGuideHint')}
            existingUrl={stored(lang === 'en' ? 'guide_file' : 'guide_file_ara') || null}
            removeLabel={t('removeFile')}
          />
        ))}
      </div>
    </ConsoleFormDialog>
  );
}

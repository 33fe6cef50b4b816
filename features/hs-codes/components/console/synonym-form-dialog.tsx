'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { ConsoleFormDialog } from '@/components/console/console-form-dialog';
import { recordTextField } from '@/components/console/record-form/record-text-field';
import { onFormFields, useConsoleSave } from '@/components/console/use-console-save';
import { FormTextField } from '@/components/forms/form-text-field';
import { formatHsCode } from '@/lib/hs/hs-code';

import { saveHsSynonym } from '../../api/change-hs-synonym';
import { HS_SYNONYM_PHRASE_MAX } from '../../constants';
import {
  type HsSynonymForm,
  hsSynonymFormSchema,
  nomenclatureCodeOf,
  type StaffHsSynonym,
} from '../../staff-schemas';

import styles from './hs-console.module.css';

const FIELDS = ['code', 'phrase_en', 'phrase_ar'] as const;
const apiField = (field: string) => FIELDS.find((name) => name === field);

const Text = recordTextField<HsSynonymForm>('HsCodesAdmin.synonyms.form', {
  rows: 3,
  suffixes: ['_en', '_ar'],
});

type Props = {
  synonym: StaffHsSynonym | null;
  /** The synonym's phrase as its dialog's title names it (edit only). */
  phrase?: string;
  onClose: () => void;
  /** Saved: the code it names, as customs write it. */
  onSaved: (code: string) => void;
};

/**
 * Adds or edits a synonym of the finder (issue 37): the code it names (in any spelling) and its
 * phrase in English, Arabic or both, checked here and on the server (which knows the codes).
 */
export function SynonymFormDialog({ synonym, phrase, onClose, onSaved }: Props) {
  const t = useTranslations('HsCodesAdmin');
  const { control, handleSubmit, setError } = useForm<HsSynonymForm>({
    resolver: zodResolver(hsSynonymFormSchema),
    defaultValues: synonym
      ? { code: synonym.code, phrase_en: synonym.phrase_en, phrase_ar: synonym.phrase_ar }
      : { code: '', phrase_en: '', phrase_ar: '' },
  });
  const save = useConsoleSave(t('errors.failed'), onFormFields(setError, apiField));

  const submit = handleSubmit(async (input) => {
    const from = synonym ? { id: synonym.id, version: synonym.version } : undefined;
    const saved = await save.run(async () => {
      await saveHsSynonym(input, from);
    });
    if (saved) onSaved(formatHsCode(nomenclatureCodeOf(input.code) ?? input.code));
  });

  return (
    <ConsoleFormDialog
      title={
        synonym
          ? t('synonyms.form.editTitle', { phrase: phrase ?? '' })
          : t('synonyms.form.addTitle')
      }
      save={save}
      maxWidth="md"
      labels={{ cancel: t('synonyms.form.cancel'), save: t('synonyms.form.save') }}
      onClose={onClose}
      onSubmit={submit}
      className={styles.form}
    >
      <div className={styles.wide}>
        <FormTextField
          control={control}
          name="code"
          label={t('synonyms.form.code')}
          hint={t('synonyms.form.codeHint')}
          maxLength={20}
          dir="ltr"
          autoFocus
          trim
        />
      </div>
      <Text
        control={control}
        pair="phrase"
        max={HS_SYNONYM_PHRASE_MAX}
        hint={t('synonyms.form.phraseHint')}
      />
    </ConsoleFormDialog>
  );
}

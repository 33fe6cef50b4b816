'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useId, useMemo } from 'react';
import {
  useController,
  type Control,
  type FieldValues,
  type Path,
  type UseControllerReturn,
} from 'react-hook-form';

import fieldStyles from '@/components/forms/field.module.css';
import { useFieldError } from '@/components/forms/use-field-error';

import type { RichTextLabels } from './rich-text-labels';
import styles from './rich-text-pair.module.css';

// Issue 29: the editor (mui-tiptap, ProseMirror) is a large bundle: it loads once a form that
// shows it is rendered (a console dialog opening), never with the page.
const RichTextEditorField = dynamic(() => import('./rich-text-editor'), {
  ssr: false,
  loading: () => <div className={styles.loading} aria-hidden="true" />,
});

type Props<T extends FieldValues> = {
  /** react-hook-form */
  control: Control<T>;
  /** The English html field (left to right, lang="en"). */
  english: Path<T>;
  /** The Arabic html field (right to left, lang="ar"). */
  arabic: Path<T>;
  /** e.g. "Body" */
  label: string;
  /** Both languages required. */
  required?: boolean;
};

const LABEL_KEYS = [
  'toolbar',
  'heading',
  'paragraph',
  'heading2',
  'heading3',
  'heading4',
  'bold',
  'italic',
  'bulletList',
  'orderedList',
  'link',
  'image',
  'undo',
  'redo',
  'linkEdit',
  'linkRemove',
  'linkAdd',
  'linkChange',
  'linkText',
  'linkUrl',
  'linkCancel',
  'linkSave',
  'uploading',
  'uploadFailed',
] as const satisfies readonly (keyof RichTextLabels)[];

type Language = 'en' | 'ar';

function LanguageEditor<T extends FieldValues>({
  controller,
  language,
  legendId,
  required,
  labels,
  name,
}: {
  controller: UseControllerReturn<T>;
  language: Language;
  legendId: string;
  required: boolean;
  labels: RichTextLabels;
  name: string;
}) {
  const { field, fieldState } = controller;
  const error = useFieldError(fieldState);
  const id = useId();
  const languageId = `${id}language`;
  const helperId = `${id}helper`;
  return (
    <div className={styles.column} data-field={field.name}>
      <span id={languageId} className={styles.language}>
        {name}
      </span>
      <RichTextEditorField
        initial={typeof field.value === 'string' ? field.value : ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        lang={language}
        labelledBy={`${legendId} ${languageId}`}
        describedBy={error ? helperId : undefined}
        invalid={!!error}
        required={required}
        labels={labels}
        handleRef={field.ref}
      />
      {error && (
        <p id={helperId} className={`${fieldStyles.helper} ${fieldStyles.error}`}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Issue 29: an html field in both languages, side by side (stacked on a narrow screen): the
 * English editor writes left to right, the Arabic one right to left, each under the form's label
 * with its language named and its own error in the page's language. The html is cleaned again on
 * save with the allowlist the pages render with.
 */
export function RichTextPair<T extends FieldValues>({
  control,
  english,
  arabic,
  label,
  required = false,
}: Props<T>): React.JSX.Element {
  const t = useTranslations('RichText');
  const legendId = `${useId()}legend`;
  const englishField = useController({ control, name: english });
  const arabicField = useController({ control, name: arabic });
  const labels = useMemo(
    () => Object.fromEntries(LABEL_KEYS.map((key) => [key, t(key)])) as RichTextLabels,
    [t],
  );
  return (
    <div role="group" aria-labelledby={legendId} className={styles.pair}>
      <span id={legendId} className={fieldStyles.label}>
        {label}
        {required && (
          <span aria-hidden="true" className={fieldStyles.asterisk}>
            {' *'}
          </span>
        )}
      </span>
      <div className={styles.columns}>
        <LanguageEditor
          controller={englishField}
          language="en"
          legendId={legendId}
          required={required}
          labels={labels}
          name={t('english')}
        />
        <LanguageEditor
          controller={arabicField}
          language="ar"
          legendId={legendId}
          required={required}
          labels={labels}
          name={t('arabic')}
        />
      </div>
    </div>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import type { Control, FieldValues, Path } from 'react-hook-form';

import grid from '@/components/console/console-form-grid.module.css';
import { FormTextField } from '@/components/forms/form-text-field';

type Dir = 'ltr' | 'rtl' | 'auto';

type TextProps<T extends FieldValues> = {
  control: Control<T>;
  /** The schema's limit. */
  max: number;
  required?: boolean;
  /** A text area of the form's usual height. */
  multiline?: boolean;
  /** A text area of this many lines. */
  rows?: number;
  hint?: string;
  inputMode?: 'url' | 'numeric';
  /** Across both columns of the console's form grid. */
  wide?: boolean;
} & (
  | { name: Path<T>; pair?: never }
  /** Both languages' fields of a text, `<pair>_eng` then `<pair>_ara` (or the form's suffixes). */
  | { pair: string; name?: never }
);

type Options = {
  /** A text area's lines when the field does not say. */
  rows: number;
  /** The direction of a field that is neither `_eng` nor `_ara` (a link, a code, a number). */
  otherDir?: Dir;
  /** The English and Arabic fields' endings, `_eng` and `_ara` unless told. */
  suffixes?: readonly [english: string, arabic: string];
  /** The label's key of a field, its name unless told. */
  labelKey?: (name: string) => string;
};

/**
 * A console form's text field, labelled by its API name in the area's form messages (`namespace`):
 * Arabic fields (`_ara`) right to left, English ones (`_eng`) left to right, trimmed when left. Bound once per form:
 * `const Text = recordTextField<EventInput>('EventsAdmin.form', { rows: 3, otherDir: 'ltr' })`.
 */
export function recordTextField<T extends FieldValues>(namespace: string, options: Options) {
  const [english, arabic] = options.suffixes ?? ['_eng', '_ara'];
  const dirOf = (name: string): Dir | undefined =>
    name.endsWith(arabic) ? 'rtl' : name.endsWith(english) ? 'ltr' : options.otherDir;
  const labelKey = options.labelKey ?? ((name: string) => name);

  function Field({
    control,
    name,
    max,
    required = false,
    multiline = false,
    rows,
    hint,
    inputMode,
    wide = false,
  }: Omit<TextProps<T>, 'name' | 'pair'> & { name: Path<T> }) {
    const t = useTranslations(namespace);
    const lines = rows ?? (multiline ? options.rows : undefined);
    const field = (
      <FormTextField
        control={control}
        name={name}
        label={t(labelKey(name))}
        required={required}
        maxLength={max}
        multiline={lines !== undefined}
        rows={lines}
        hint={hint}
        dir={dirOf(name)}
        inputMode={inputMode}
        trim
      />
    );
    return wide ? <div className={grid.wide}>{field}</div> : field;
  }

  return function RecordText({ name, pair, ...props }: TextProps<T>) {
    if (name !== undefined) return <Field {...props} name={name} />;
    return (
      <>
        <Field {...props} name={`${pair}${english}` as Path<T>} />
        <Field {...props} name={`${pair}${arabic}` as Path<T>} />
      </>
    );
  };
}

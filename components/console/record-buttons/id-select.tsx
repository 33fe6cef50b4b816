'use client';

import type { Control, FieldPath, FieldValues } from 'react-hook-form';

import { ChoiceSelect } from '../record-form/choice-select';

type Props<Values extends FieldValues> = {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  /** The empty first choice ("Choose…"), which the field refuses. */
  choose: string;
  options: { id: number; label: string }[];
};

/** A required native select of a record's id among a list's entries (0 while none is chosen). */
export function IdSelect<Values extends FieldValues>({ choose, options, ...field }: Props<Values>) {
  return (
    <ChoiceSelect
      {...field}
      empty={{ label: choose, value: 0 }}
      options={options.map((option) => ({ value: String(option.id), label: option.label }))}
    />
  );
}

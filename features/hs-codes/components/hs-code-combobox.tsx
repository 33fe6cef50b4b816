'use client';

import type { Control, FieldValues, Path } from 'react-hook-form';

import { FieldFrame } from '@/components/forms/field-frame';
import fieldStyles from '@/components/forms/field.module.css';
import { useKitField } from '@/components/forms/use-kit-field';

import { HsCodePicker } from './hs-code-picker';

export type HsCodeInputProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  hint?: string;
  /** The code's longest length: words are typed past it, so it only tells the field's purpose. */
  maxLength?: number;
  /** Marked as the form kit marks a field it asks for (a product's is; a service's is not). */
  required?: boolean;
};

/**
 * The HS code field of the product and service forms (issue 37): the finder's picker in the form
 * kit's frame (label, hint, error), bound to react-hook-form; the field keeps the code's digits.
 */
export function HsCodeCombobox<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  required = true,
}: HsCodeInputProps<T>) {
  const { ref, field, error, ids } = useKitField(control, name);
  return (
    <FieldFrame ids={ids} label={label} required={required} error={error} helper={hint}>
      <HsCodePicker
        id={ids.input}
        inputRef={ref}
        name={field.name}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        required={required}
        invalid={!!error}
        describedBy={error || hint ? ids.helper : undefined}
        className={fieldStyles.input}
      />
    </FieldFrame>
  );
}

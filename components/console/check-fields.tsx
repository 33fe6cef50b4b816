'use client';

import { useId } from 'react';
import {
  useController,
  type Control,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';

import fieldStyles from '@/components/forms/field.module.css';
import { useFieldError } from '@/components/forms/use-field-error';

import grid from './console-form-grid.module.css';

type CheckProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPathByValue<T, boolean>;
  label: string;
  /** Said under the label, and linked to the box. */
  hint?: string;
  /** The box at the label's first line rather than its middle. */
  alignTop?: boolean;
};

/** A yes-or-no field of a console form: one check box across the grid, its label and hint beside it. */
export function CheckField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  alignTop = false,
}: CheckProps<T>) {
  const {
    field: { ref, value, onChange, onBlur },
  } = useController({ control, name });
  const hintId = useId();
  return (
    <label className={`${grid.check} ${alignTop ? grid.checkTop : ''} ${grid.wide}`}>
      <input
        ref={ref}
        type="checkbox"
        name={name}
        checked={value === true}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
        aria-describedby={hint ? hintId : undefined}
      />
      <span>
        {label}
        {hint && (
          <span id={hintId} className={grid.hint}>
            {hint}
          </span>
        )}
      </span>
    </label>
  );
}

type ChoicesProps<T extends FieldValues, V extends string | number> = {
  control: Control<T>;
  name: FieldPathByValue<T, V[]>;
  legend: string;
  options: readonly { value: V; label: string }[];
  /** The asterisk of a required field after the legend (one box at least). */
  required?: boolean;
  /** Said under the boxes. */
  hint?: string;
  /** The group's own class: its columns' least width as `--checks-min` (15rem when none). */
  className?: string;
};

/** A field of several values as one check box each in a fieldset across the grid. */
export function CheckChoices<T extends FieldValues, V extends string | number>({
  control,
  name,
  legend,
  options,
  required = false,
  hint,
  className,
}: ChoicesProps<T, V>) {
  const {
    field: { ref, value, onChange },
    fieldState,
  } = useController({ control, name });
  const error = useFieldError(fieldState);
  const errorId = useId();
  const chosen: readonly V[] = Array.isArray(value) ? value : [];
  const toggle = (option: V, on: boolean) =>
    onChange(on ? [...chosen, option] : chosen.filter((item) => item !== option));
  return (
    <fieldset
      className={`${grid.choices} ${grid.wide} ${className ?? ''}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={fieldStyles.label}>
        {legend}
        {required && (
          <span aria-hidden="true" className={fieldStyles.asterisk}>
            {' *'}
          </span>
        )}
      </legend>
      <div className={grid.checks}>
        {options.map((option, index) => (
          <label key={option.value} className={grid.check}>
            <input
              type="checkbox"
              name={name}
              value={option.value}
              ref={index === 0 ? ref : undefined}
              checked={chosen.includes(option.value)}
              aria-invalid={!!error}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {hint && <p className={grid.hint}>{hint}</p>}
      {error && (
        <p id={errorId} className={`${fieldStyles.helper} ${fieldStyles.error}`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

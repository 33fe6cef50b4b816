'use client';

import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

import { useFieldIds } from './field-frame';
import { useFieldError } from './use-field-error';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

/**
 * A form kit field's controller: its field with the ref apart (the rest is read while rendering),
 * its error in the page's language, and the ids that tie its label and helper to it. The ref also
 * keeps what a visitor typed before the form's script loaded.
 */
export function useKitField<T extends FieldValues>(control: Control<T>, name: Path<T>) {
  const {
    field: { ref: controllerRef, ...field },
    fieldState,
  } = useController({ control, name });
  const ref = useTypedBeforeHydration(field.value, field.onChange, controllerRef);
  const error = useFieldError(fieldState);
  const ids = useFieldIds();
  return { ref, field, error, ids };
}

'use client';

import { lazy, Suspense } from 'react';

import { FieldFrame } from '@/components/forms/field-frame';
import fieldStyles from '@/components/forms/field.module.css';

// The combobox over the HS finder, react-hook-form and React Query load after the page's own
// scripts, so the page's first load stays within its budget; until then (and without scripts)
// the field is a plain text box of the same GET form.
const CodeCombobox = lazy(() => import('./code-combobox'));

type Props = { id: string; name: string; defaultValue: string; label: string; hint: string };

/** The market-access forms' HS code field: a code, or words the finder turns into one. */
export function CodeField(props: Props) {
  return (
    <Suspense fallback={<PlainCodeField {...props} />}>
      <CodeCombobox {...props} />
    </Suspense>
  );
}

function PlainCodeField({ id, name, defaultValue, label, hint }: Props) {
  const ids = { input: id, helper: `${id}-hint` };
  return (
    <FieldFrame ids={ids} label={label} required helper={hint}>
      <input
        id={ids.input}
        name={name}
        defaultValue={defaultValue}
        required
        dir="auto"
        autoComplete="off"
        aria-describedby={ids.helper}
        className={fieldStyles.input}
      />
    </FieldFrame>
  );
}

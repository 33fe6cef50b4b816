'use client';

import { lazy, Suspense } from 'react';

import type { HsCodePickerProps } from './hs-code-picker';

// The HS finder's picker (issue 37) for a filter form (the data centre, the publications
// catalogue): its code, and React Query's, load after the form, so the page's first load stays
// within its budget; until then, and without scripts, the field is a text field for the code.
const HsCodePickerIsland = lazy(() =>
  import('./hs-code-picker-island').then((module) => ({ default: module.HsCodePickerIsland })),
);

/** The picker once loaded; a plain text field with the same value before. */
export function LazyHsCodePicker(props: HsCodePickerProps) {
  const { id, value, onChange, name, invalid, describedBy, className } = props;
  return (
    <Suspense
      fallback={
        <input
          id={id}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          dir="auto"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={className}
        />
      }
    >
      <HsCodePickerIsland {...props} />
    </Suspense>
  );
}

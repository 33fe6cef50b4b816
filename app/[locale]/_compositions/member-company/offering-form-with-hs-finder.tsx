'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

import { FormTextField } from '@/components/forms/form-text-field';
import {
  OfferingForm,
  type HsCodeInput,
} from '@/features/companies/components/offering-form/offering-form';

// The combobox (and the query client it asks the finder with) loads after the form, so the form's
// first load stays within its budget; until then, and without scripts, the field is a text field.
const HsCodeCombobox = lazy(() =>
  import('@/features/hs-codes/components/hs-code-combobox').then((module) => ({
    default: module.HsCodeCombobox as HsCodeInput,
  })),
);

const HsCodeField: HsCodeInput = (props) => (
  <Suspense fallback={<FormTextField {...props} dir="ltr" inputMode="numeric" />}>
    <HsCodeCombobox {...props} />
  </Suspense>
);

/** The product and service form with the HS finder in its code field (issue 37). */
export function OfferingFormWithHsFinder(
  props: Omit<ComponentProps<typeof OfferingForm>, 'HsCodeInput'>,
) {
  return <OfferingForm {...props} HsCodeInput={HsCodeField} />;
}

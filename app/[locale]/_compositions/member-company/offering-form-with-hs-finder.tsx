'use client';

import type { ComponentProps } from 'react';

import { OfferingForm } from '@/features/companies/components/offering-form/offering-form';
import { HsCodeCombobox } from '@/features/hs-codes/components/hs-code-combobox';

/** The product and service form with the HS finder in its code field (issue 37). */
export function OfferingFormWithHsFinder(
  props: Omit<ComponentProps<typeof OfferingForm>, 'HsCodeInput'>,
) {
  return <OfferingForm {...props} HsCodeInput={HsCodeCombobox} />;
}

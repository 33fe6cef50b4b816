'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';

import { makeLabelOf } from '@/components/forms/use-label-of';

/** A company form field's label (CompanyForm.fields.<name>), for the fields and the modal. */
export function useCompanyLabelOf(): (field: string) => string {
  const t = useTranslations('CompanyForm');
  return useMemo(() => makeLabelOf(t), [t]);
}

'use client';

import { useTranslations } from 'next-intl';

import { FileField } from '@/components/forms/file-field';

import { LOGO_TYPES, PDF_TYPE } from '../../company-form-checks';
import type { ExistingCompanyFiles } from '../../company-form-values';

import { FormSection } from './form-section';
import type { SectionProps } from './section-props';

type Props = SectionProps & {
  /** The edit form's stored files: kept unless new ones are chosen. */
  existing?: ExistingCompanyFiles;
};

// part 2 §5: the logo (an image) and the company profile (a PDF), each up to 9 MB; required on
// registration, kept on edit unless replaced (part 3 §4 "File change rule").
export function FilesSection({ control, labelOf, existing }: Props) {
  const t = useTranslations('CompanyForm');
  return (
    <FormSection title={t('sections.files')} testId="company-section-files">
      <FileField
        control={control}
        name="logo"
        label={labelOf('logo')}
        accept={LOGO_TYPES}
        required={!existing}
        existingUrl={existing?.logo}
        hint={t('hints.logo')}
      />
      <FileField
        control={control}
        name="company_profile_pdf"
        label={labelOf('company_profile_pdf')}
        accept={PDF_TYPE}
        required={!existing}
        existingUrl={existing?.company_profile_pdf}
        hint={t('hints.company_profile_pdf')}
      />
    </FormSection>
  );
}

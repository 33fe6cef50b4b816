'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';

import { SubmitButton } from '@/components/forms/submit-button';
import { QueryIsland } from '@/components/providers/query-island';
import { AgreementsField } from '@/features/enquiries/components/fields/agreements-field';
import { Link } from '@/lib/i18n/navigation';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

import type { CompanyAnswer } from '../../answer-schemas';
import type { RowMessages } from '../../company-form-checks';
import { companyFormResolver } from '../../company-form-resolver';
import {
  companyFormValuesOf,
  emptyCompanyForm,
  type CompanyFormState,
  type ExistingCompanyFiles,
} from '../../company-form-values';

import { CertificatesSection } from './certificates-section';
import styles from './company-form.module.css';
import { CompanyInfoSection } from './company-info-section';
import { ContactPersonSection } from './contact-person-section';
import { CountriesSection } from './countries-section';
import { FilesSection } from './files-section';
import { IndustriesSection } from './industries-section';
import { LocationSection } from './location-section';
import { useCompanyLabelOf } from './use-company-labels';
import { useCompanySubmission } from './use-company-submission';

export type CompanyFormProps =
  | { mode: 'register'; onSuccess?: () => void }
  | { mode: 'edit'; company: CompanyAnswer; onSuccess?: () => void };

/**
 * The company form of the key trade players registration (part 2) and of the company edit
 * (part 3), in sections: company information, location, industries, countries of operations, files,
 * certificates, contact person and, on registration, the agreement.
 */
export function CompanyForm(props: CompanyFormProps) {
  const { mode } = props;
  const company = props.mode === 'edit' ? props.company : null;
  const t = useTranslations('CompanyForm');
  const labelOf = useCompanyLabelOf();
  const companies = useTranslations('Companies');
  const number = useNumberFormat();
  const rowMessages: RowMessages = useMemo(
    () => ({
      name: (n) => companies('certificateName', { n: number(n) }),
      file: (n) => companies('certificateFile', { n: number(n) }),
    }),
    [companies, number],
  );
  const resolver = useMemo(() => companyFormResolver(mode, rowMessages), [mode, rowMessages]);
  const defaultValues = useMemo(
    () => (company ? companyFormValuesOf(company) : emptyCompanyForm()),
    [company],
  );
  const existing: ExistingCompanyFiles | undefined = company
    ? {
        logo: company.logo,
        company_profile_pdf: company.company_profile_pdf,
        version: company.version,
      }
    : undefined;
  const form = useForm<CompanyFormState>({ resolver, defaultValues });
  const texts = mode === 'register' ? 'registration' : 'edit';
  const { submit, submitting, saved } = useCompanySubmission({
    form,
    mode,
    existing,
    labelOf,
    rowLabelOf: (part, n) =>
      t(part === 'title' ? 'certificates.name' : 'certificates.file', { n: number(n) }),
    rowMessages,
    successMessage: t(`${texts}.success`),
    onSuccess: props.onSuccess,
  });
  const { control } = form;

  return (
    <QueryIsland>
      <form
        method="post"
        onSubmit={submit}
        onFocus={resolver.preload}
        noValidate
        aria-label={t(`${texts}.title`)}
        className={styles.form}
        data-testid={`company-form-${mode}`}
      >
        <p className={styles.intro}>{t(`${texts}.intro`)}</p>
        <CompanyInfoSection control={control} labelOf={labelOf} />
        <LocationSection control={control} labelOf={labelOf} form={form} />
        <IndustriesSection control={control} labelOf={labelOf} />
        <CountriesSection control={control} labelOf={labelOf} />
        <FilesSection control={control} labelOf={labelOf} existing={existing} />
        <CertificatesSection form={form} />
        <ContactPersonSection control={control} labelOf={labelOf} />
        {mode === 'register' && <AgreementsField control={control} name="agreements" />}
        <div className={styles.actions}>
          <SubmitButton busy={submitting} disabled={saved}>
            {submitting ? t('sending') : t(`${texts}.submit`)}
          </SubmitButton>
          {mode === 'edit' && (
            <Link href="/my-company" className="button button-outlined">
              {t('edit.cancel')}
            </Link>
          )}
        </div>
      </form>
    </QueryIsland>
  );
}

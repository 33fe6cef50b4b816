'use client';

import { useTranslations } from 'next-intl';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';

import { FileField } from '@/components/forms/file-field';
import { FormTextField } from '@/components/forms/form-text-field';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

import { PDF_TYPE } from '../../company-form-checks';
import { blankCertificateRow, type CompanyFormState } from '../../company-form-values';
import { CERTIFICATES_MAX, COMPANY_TEXT_MAX } from '../../constants';

import styles from './certificates-section.module.css';
import { FormSection } from './form-section';

type Props = { form: UseFormReturn<CompanyFormState> };

/**
 * part 3 "Company edit": the certificate rows, a name and a PDF each. The list keeps at least one
 * row (removing the last adds a blank one); remove shows only with more than one row, add only on
 * the last row (and up to CERTIFICATES_MAX). A kept certificate shows a link to its file. At least
 * one certificate is required (docs/decisions/companies.md): the section says so before anything is sent.
 */
export function CertificatesSection({ form }: Props) {
  const t = useTranslations('CompanyForm');
  const number = useNumberFormat();
  const { control } = form;
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'certificates' });
  const many = fields.length > 1;

  const removeRow = (index: number) => {
    if (fields.length === 1) {
      replace([blankCertificateRow()]);
    } else {
      remove(index);
    }
    // The button is gone: the focus goes to the name of the row now in its place (or above it).
    const next = Math.min(index, fields.length - 2);
    setTimeout(() => form.setFocus(`certificates.${Math.max(next, 0)}.title`));
  };

  return (
    <FormSection
      title={t('sections.certificates')}
      description={t('sections.certificatesHint')}
      required
      testId="company-section-certificates"
    >
      <ol className={styles.rows}>
        {fields.map((row, index) => {
          const n = number(index + 1);
          const last = index === fields.length - 1;
          return (
            <li key={row.id} className={styles.row} data-testid="certificate-row">
              <span className={styles.number} aria-hidden="true">
                {n}
              </span>
              <div className={styles.fields}>
                <FormTextField
                  control={control}
                  name={`certificates.${index}.title`}
                  label={t('certificates.name', { n })}
                  maxLength={COMPANY_TEXT_MAX}
                  trim
                />
                <FileField
                  control={control}
                  name={`certificates.${index}.file`}
                  label={t('certificates.file', { n })}
                  accept={PDF_TYPE}
                  required={!row.existingUrl}
                  existingUrl={row.existingUrl}
                />
              </div>
              <div className={styles.actions}>
                {many && (
                  <button
                    type="button"
                    className="button button-outlined"
                    onClick={() => removeRow(index)}
                  >
                    {t('certificates.remove', { n })}
                  </button>
                )}
                {last && fields.length < CERTIFICATES_MAX && (
                  <button
                    type="button"
                    className="button button-outlined"
                    onClick={() =>
                      append(blankCertificateRow(), {
                        focusName: `certificates.${fields.length}.title`,
                      })
                    }
                  >
                    {t('certificates.add')}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </FormSection>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, type ComponentType } from 'react';
import { useForm, useWatch, type Control, type Path } from 'react-hook-form';

import { FileField } from '@/components/forms/file-field';
import { FormTextField } from '@/components/forms/form-text-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { makeLabelOf } from '@/components/forms/use-label-of';
import { Link } from '@/lib/i18n/navigation';

import type { OfferingAnswer } from '../../answer-schemas';
import { COMPANY_TEXT_MAX, HS_CODE_MAX, OFFERING_DESCRIPTION_MAX } from '../../constants';
import type { OfferingFormMode } from '../../offering-form-schema';
import { OFFERING_PATHS } from '../../offering-limits';
import type { OfferingFormValues } from '../../offering-payload';
import type { OfferingKind } from '../../offering-schemas';

import { OfferingFormNotice } from './offering-form-notice';
import { defaultsOf, GS1_CODE_MAX, RESOLVERS } from './offering-form-setup';
import styles from './offering-form.module.css';
import { SectorFields } from './sector-fields';
import { useOfferingSubmission } from './use-offering-submission';

/** A field for the HS code that helps find one (the HS finder's combobox, given by the page). */
export type HsCodeInput = ComponentType<{
  control: Control<OfferingFormValues>;
  name: 'hs_code';
  label: string;
  hint?: string;
  maxLength?: number;
  required?: boolean;
}>;

type Props = {
  kind: OfferingKind;
  /** The member's company (the session's user); null blocks the submission (part 3 §5). */
  companyId: number | null;
  /** Where a member without a company can apply (the no-company alert links it). */
  keyTradePlayersHref: string;
  /** The product or service to edit; without it the form adds one. */
  offering?: OfferingAnswer;
  /** The HS code's field; a plain text field without it. */
  HsCodeInput?: HsCodeInput;
};

/** part 3 §3 and §5: the add and edit form of a product or a service. */
export function OfferingForm({
  kind,
  companyId,
  keyTradePlayersHref,
  offering,
  HsCodeInput,
}: Props) {
  const t = useTranslations('Offerings');
  const mode: OfferingFormMode = offering ? 'edit' : 'add';
  const resolver = RESOLVERS[kind][mode];
  const form = useForm<OfferingFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: defaultsOf(offering),
  });
  const { control } = form;
  const labelOf = useMemo(() => makeLabelOf(t), [t]);
  const { onSubmit, sending, added, notice, staleMessage } = useOfferingSubmission({
    kind,
    form,
    companyId,
    offering,
    labelOf,
  });

  // A chosen file is checked at once (size and type), not only when the form is sent.
  const [image, certificate] = useWatch({ control, name: ['image', 'certificate_image'] });
  useEffect(() => {
    if (image) void form.trigger('image');
  }, [image, form]);
  useEffect(() => {
    if (certificate) void form.trigger('certificate_image');
  }, [certificate, form]);

  // A product's HS code is required; a service's optional (issue 37: the goods it serves).
  const hsRequired = kind === 'products';
  const hsHint = t(hsRequired ? 'hints.hs_code' : 'hints.hs_code_service');

  const field = (name: Path<OfferingFormValues>) => ({
    control,
    name,
    label: labelOf(name),
  });

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      onFocus={resolver.preload}
      noValidate
      className={styles.form}
      data-testid="offering-form"
    >
      {mode === 'add' && <p className={styles.intro}>{t(`${kind}.intro`)}</p>}
      <div className={styles.grid}>
        <FormTextField {...field('name_eng')} dir="ltr" maxLength={COMPANY_TEXT_MAX} />
        <FormTextField {...field('name_ara')} dir="rtl" maxLength={COMPANY_TEXT_MAX} />
        {kind === 'products' && (
          <FormTextField
            {...field('gs1_code')}
            dir="ltr"
            inputMode="numeric"
            maxLength={GS1_CODE_MAX}
            hint={t('hints.gs1_code')}
          />
        )}
        {HsCodeInput ? (
          <HsCodeInput
            control={control}
            name="hs_code"
            label={labelOf('hs_code')}
            hint={hsHint}
            maxLength={HS_CODE_MAX}
            required={hsRequired}
          />
        ) : (
          <FormTextField
            {...field('hs_code')}
            dir="ltr"
            inputMode="numeric"
            maxLength={HS_CODE_MAX}
            hint={hsHint}
            required={hsRequired}
          />
        )}
        <SectorFields kind={kind} form={form} />
        <FormTextField
          {...field('description_eng')}
          dir="ltr"
          multiline
          maxLength={OFFERING_DESCRIPTION_MAX}
        />
        <FormTextField
          {...field('description_ara')}
          dir="rtl"
          multiline
          maxLength={OFFERING_DESCRIPTION_MAX}
        />
        <FormTextField
          {...field('cert')}
          dir="auto"
          required={mode === 'add'}
          maxLength={COMPANY_TEXT_MAX}
        />
        <FormTextField
          {...field('contacts')}
          dir="ltr"
          inputMode="url"
          maxLength={COMPANY_TEXT_MAX}
          hint={t('hints.contacts')}
        />
        <div className={styles.wide}>
          <FormTextField
            {...field('features')}
            dir="auto"
            multiline
            maxLength={OFFERING_DESCRIPTION_MAX}
          />
        </div>
        <FileField
          {...field('image')}
          accept="image/*"
          required={mode === 'add'}
          existingUrl={offering?.image}
          hint={t('hints.image')}
        />
        <FileField
          {...field('certificate_image')}
          accept="image/*,application/pdf"
          required={mode === 'add' && kind === 'services'}
          existingUrl={offering?.certificate_image}
          hint={t('hints.certificate_image')}
        />
      </div>
      <div className={styles.footer}>
        <OfferingFormNotice
          kind={kind}
          notice={notice}
          staleMessage={staleMessage}
          keyTradePlayersHref={keyTradePlayersHref}
        />
        <div className={styles.actions}>
          <SubmitButton busy={sending} disabled={added}>
            {t('submit')}
          </SubmitButton>
          {mode === 'edit' && (
            <Link href={OFFERING_PATHS[kind].list} className="button button-outlined">
              {t('cancel')}
            </Link>
          )}
        </div>
      </div>
    </form>
  );
}

'use client';

import { useState, type FormEvent } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';

import { useModals } from '@/components/feedback/modal-context';
import { useTimedSteps } from '@/components/ui/use-timers';
import { useRouter } from '@/lib/i18n/navigation';
import { refreshCurrentUser } from '@/lib/session/current-user';

import { registerCompany } from '../../api/register-company';
import { updateCompany } from '../../api/update-company';
import type { RowMessages } from '../../company-form-checks';
import { companyFormData, formFieldOfAnswer } from '../../company-form-data';
import {
  loadEditSchema,
  loadRegistrationSchema,
  schemaInputOf,
  type CompanyFormMode,
} from '../../company-form-resolver';
import type { CompanyFormState, ExistingCompanyFiles } from '../../company-form-values';

// part 2 §4, §9 and part 3 §4: the success modal 0.5 s after the answer, /profile after 2 s (the
// modal's 1.5 s counted from when it opens: useTimedSteps).
export const COMPANY_SUCCESS_MODAL_DELAY_MS = 500;
export const COMPANY_REDIRECT_DELAY_MS = 2000;

type Options = {
  form: UseFormReturn<CompanyFormState>;
  mode: CompanyFormMode;
  /** The edit's stored files (existing_logo, existing_company_profile_pdf). */
  existing?: ExistingCompanyFiles;
  labelOf: (field: string) => string;
  /** A certificate row's field label ("Certificate 2 file (PDF)"), `n` from 1. */
  rowLabelOf: (part: 'title' | 'file', n: number) => string;
  /** The rows' "is required" messages, as the resolver words them. */
  rowMessages: RowMessages;
  /** The success modal's text. */
  successMessage: string;
  onSuccess?: () => void;
};

/**
 * The required-fields modal's lines, in the form's order: each invalid field's label; a certificate
 * row's missing name or file as its own message ("Certificate 2 file is required"), another problem
 * of the row (a file that is not a PDF) as the field's label.
 */
function missingOf(
  form: UseFormReturn<CompanyFormState>,
  { labelOf, rowLabelOf }: Pick<Options, 'labelOf' | 'rowLabelOf'>,
  rowMessages: RowMessages,
) {
  const values = form.getValues();
  return (Object.keys(values) as (keyof CompanyFormState)[]).flatMap((name) => {
    if (name !== 'certificates') return form.getFieldState(name).invalid ? [labelOf(name)] : [];
    return values.certificates.flatMap((_row, index) =>
      (['title', 'file'] as const).flatMap((part) => {
        const message = form.getFieldState(`certificates.${index}.${part}`).error?.message;
        if (!message) return [];
        const missing = (part === 'title' ? rowMessages.name : rowMessages.file)(index + 1);
        return [message === missing ? message : rowLabelOf(part, index + 1)];
      }),
    );
  });
}

/**
 * The company form's flow (part 2 §4, part 3 §4, §8): invalid → the required-fields modal; valid →
 * the loading modal and the multipart request; "Success" → the success modal after 0.5 s and
 * /profile after 2 s; anything else → the error modal, a 422's messages on their fields. What was
 * typed stays in the form whatever happens.
 */
export function useCompanySubmission(options: Options) {
  const { form, mode, existing } = options;
  const modals = useModals();
  const router = useRouter();
  const steps = useTimedSteps();
  const [submitting, setSubmitting] = useState(false);
  // Saved: the form waits for the redirect and must not be sent twice.
  const [saved, setSaved] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || saved) return;
    const valid = await form.trigger();
    if (!valid) {
      modals.open('requiredFields', { fields: missingOf(form, options, options.rowMessages) });
      return;
    }
    const values = form.getValues();
    setSubmitting(true);
    modals.open('loading');
    try {
      const schema = await (mode === 'register' ? loadRegistrationSchema() : loadEditSchema());
      const body = companyFormData(schema.parse(schemaInputOf(values)), values, existing);
      const success = await (mode === 'register' ? registerCompany(body) : updateCompany(body));
      if (!success) {
        modals.open('error');
        return;
      }
      setSaved(true);
      options.onSuccess?.();
      // The member now has a company (company_id): the header and the profile show it.
      void refreshCurrentUser().catch(() => undefined);
      const message = options.successMessage;
      steps([
        { after: COMPANY_SUCCESS_MODAL_DELAY_MS, run: () => modals.open('success', { message }) },
        {
          after: COMPANY_REDIRECT_DELAY_MS - COMPANY_SUCCESS_MODAL_DELAY_MS,
          run: () => router.push('/profile'),
        },
      ]);
    } catch (error) {
      console.error('company submission failed', error);
      await showFailure(error, values);
    } finally {
      modals.close('loading');
      setSubmitting(false);
    }
  }

  async function showFailure(error: unknown, values: CompanyFormState) {
    const { answerMessage, fieldErrorsOf, statusOf } = await import('@/lib/http/error-text');
    if (statusOf(error) === 401) {
      modals.open('login');
      return;
    }
    for (const [field, messages] of Object.entries(fieldErrorsOf(error))) {
      const name = formFieldOfAnswer(field, values);
      if (name && messages[0]) {
        form.setError(name as Path<CompanyFormState>, { type: 'server', message: messages[0] });
      }
    }
    modals.open('error', { message: answerMessage(error) });
  }

  return { submit, submitting, saved };
}

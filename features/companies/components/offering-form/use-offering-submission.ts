'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import type { FieldErrors, Path, UseFormReturn } from 'react-hook-form';

import { useModals } from '@/components/feedback/modal-context';
import { useTimedSteps } from '@/components/ui/use-timers';
import { useRouter } from '@/lib/i18n/navigation';

import type { OfferingAnswer } from '../../answer-schemas';
import { sendOffering } from '../../api/send-offering';
import { ADD_REDIRECT_DELAY_MS, ADD_SUCCESS_DELAY_MS } from '../../offering-limits';
import { offeringFormData, type OfferingFormValues } from '../../offering-payload';
import type { OfferingKind } from '../../offering-schemas';

/** The form's fields in the order it shows them, a product's GS1 code included. */
export function offeringFieldsOf(kind: OfferingKind): (keyof OfferingFormValues)[] {
  return [
    'name_eng',
    'name_ara',
    ...(kind === 'products' ? (['gs1_code'] as const) : []),
    'hs_code',
    'industry',
    'sub_ind',
    'description_eng',
    'description_ara',
    'cert',
    'features',
    'contacts',
    'image',
    'certificate_image',
  ];
}

/** What the form shows after a submission: the edit's alerts, or the add's missing company. */
export type SubmissionNotice = 'none' | 'noCompany' | 'changed' | 'failed' | 'stale';

type Options = {
  kind: OfferingKind;
  form: UseFormReturn<OfferingFormValues>;
  companyId: number | null;
  /** The product or service being edited; none on the add pages. */
  offering?: OfferingAnswer;
  labelOf: (field: string) => string;
};

/**
 * part 3 §4 and §8. Without a company nothing is checked or sent. Invalid → the required-fields
 * dialog. Add: loading dialog, then on "Success" the success dialog after 0.5 s (product) or 1 s
 * (service) and the profile after 2 s; anything else the error dialog. Edit: "changed" or
 * "Some Error." under the form. A 422 marks the fields the server refused either way.
 */
export function useOfferingSubmission({ kind, form, companyId, offering, labelOf }: Options) {
  const t = useTranslations('Offerings');
  const modals = useModals();
  const router = useRouter();
  const steps = useTimedSteps();
  const [notice, setNotice] = useState<SubmissionNotice>('none');
  // The server's words when the record changed since the form was opened (issue 24).
  const [staleMessage, setStaleMessage] = useState('');
  const [sending, setSending] = useState(false);
  // Added: the form waits for the redirect and must not be sent twice.
  const [added, setAdded] = useState(false);
  const adding = offering === undefined;
  const fields = offeringFieldsOf(kind);

  /** The server's field errors on the form, and as "Field: message" lines. */
  async function showServerErrors(error: unknown): Promise<string | undefined> {
    const { answerMessage, fieldErrorLines, fieldErrorsOf } = await import('@/lib/http/error-text');
    for (const [name, messages] of Object.entries(fieldErrorsOf(error))) {
      if (fields.includes(name as keyof OfferingFormValues) && messages[0]) {
        form.setError(name as Path<OfferingFormValues>, { type: 'server', message: messages[0] });
      }
    }
    const lines = fieldErrorLines(error, labelOf);
    return lines.length > 0 ? lines.join(' ') : answerMessage(error);
  }

  async function send(values: OfferingFormValues) {
    setSending(true);
    setNotice('none');
    if (adding) modals.open('loading');
    try {
      const existing = offering && {
        image: offering.image,
        certificate_image: offering.certificate_image,
        version: offering.version,
      };
      const body = offeringFormData(kind, values, { companyId, existing });
      if (!(await sendOffering(kind, body, offering?.id))) {
        throw new Error('The answer was not "Success"');
      }
      if (adding) {
        setAdded(true);
        // The dialog has its time before the redirect, however late it opens (issue 36).
        steps([
          {
            after: ADD_SUCCESS_DELAY_MS[kind],
            run: () => modals.open('success', { message: t(`${kind}.added`) }),
          },
          {
            after: ADD_REDIRECT_DELAY_MS - ADD_SUCCESS_DELAY_MS[kind],
            run: () => router.push('/profile'),
          },
        ]);
      } else {
        // The chosen files are stored now: the page's new copy links them as the kept ones.
        form.resetField('image', { defaultValue: null });
        form.resetField('certificate_image', { defaultValue: null });
        setNotice('changed');
        router.refresh();
      }
    } catch (error) {
      console.error(`${kind} ${adding ? 'add' : 'edit'} failed`, error);
      const { answerMessage, isStaleVersion } = await import('@/lib/http/error-text');
      if (!adding && isStaleVersion(error)) {
        // Changed meanwhile (another tab): what was typed stays; the member reloads to see it.
        setStaleMessage(answerMessage(error) ?? '');
        setNotice('stale');
        return;
      }
      const message = await showServerErrors(error);
      if (adding) modals.open('error', { message });
      else setNotice('failed');
    } finally {
      if (adding) modals.close('loading');
      setSending(false);
    }
  }

  function onInvalid(errors: FieldErrors<OfferingFormValues>) {
    modals.open('requiredFields', { fields: fields.filter((name) => name in errors).map(labelOf) });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || added) return;
    // part 3 §5 "No company": the alert, and nothing is sent.
    if (companyId === null) {
      setNotice('noCompany');
      return;
    }
    void form.handleSubmit(send, onInvalid)(event);
  }

  return { onSubmit, sending, added, notice, staleMessage };
}

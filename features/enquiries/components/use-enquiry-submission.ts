'use client';

import { useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

import { useCaptcha } from '@/components/captcha/use-captcha';
import { useModals } from '@/components/feedback/modal-context';
import { ensureCurrentUser, useCurrentUser } from '@/lib/session/current-user';

import { loadSending } from '../api/load-sending';
import { clearDraft, loadDraft, saveDraft, type DraftKey } from '../draft-store';
import { newIdempotencyKey } from '../idempotency-key';
import type { EnquiryRequest } from '../schemas';

// part 2 §9: the success modal opens 500 ms after the form resets.
export const SUCCESS_MODAL_DELAY_MS = 500;

type EnquiryPayload = Pick<EnquiryRequest, 'submitData' | 'answers'>;

export type EnquirySubmissionOptions<T extends FieldValues> = {
  form: UseFormReturn<T>;
  draftKey: DraftKey;
  /** The label of a field as the form shows it, for the required-fields modal. */
  labelOf: (field: string) => string;
  /** The request for valid values (without captcha, honeypot or idempotency key). */
  toRequest: (values: T) => EnquiryPayload | Promise<EnquiryPayload>;
  /** Checks beyond the form's schema (the readiness survey): the labels of what is missing. */
  missing?: () => string[];
  /** Keeps the values in the browser when validation fails too (trade barriers, part 2 §4). */
  saveDraftWhenInvalid?: boolean;
  captchaAction: string;
  onSuccess?: (id: number, values: T) => void;
};

/**
 * The one enquiry flow (part 1 §4): visitor → login modal with the draft saved; invalid → the
 * required-fields modal; valid → captcha, loading modal, request; success → reset, success modal
 * with the request number; failure → error modal; the loading modal always closes.
 */
export function useEnquirySubmission<T extends FieldValues>(options: EnquirySubmissionOptions<T>) {
  const { form, draftKey } = options;
  const { data: user } = useCurrentUser();
  const modals = useModals();
  const captcha = useCaptcha();
  const honeypotRef = useRef<HTMLInputElement>(null);
  const idempotencyKey = useRef<string>('');
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    idempotencyKey.current = newIdempotencyKey();
    const draft = loadDraft<T>(draftKey);
    // keepDefaultValues: the reset after a submission must empty the form, not bring the draft back.
    if (draft) form.reset({ ...form.getValues(), ...draft }, { keepDefaultValues: true });
  }, [draftKey, form]);

  async function submit(event?: { preventDefault: () => void }) {
    event?.preventDefault();
    if (submitting) return;
    // A click before the user is known waits for the answer instead of treating them as a visitor.
    const member = user !== undefined ? user : await ensureCurrentUser();
    if (!member) {
      saveDraft(draftKey, form.getValues());
      modals.open('login');
      return;
    }
    const valid = await form.trigger();
    // form.formState is the last render's snapshot; getFieldState reads the errors trigger just set.
    const invalid = Object.keys(form.getValues()).filter(
      (name) => form.getFieldState(name as Path<T>).invalid,
    );
    const missing = [...invalid.map(options.labelOf), ...(options.missing?.() ?? [])];
    if (!valid || missing.length > 0) {
      if (options.saveDraftWhenInvalid) saveDraft(draftKey, form.getValues());
      modals.open('requiredFields', { fields: missing });
      return;
    }
    const values = form.getValues();
    setSubmitting(true);
    modals.open('loading');
    try {
      const [recaptchaToken, { sendEnquiry }, payload] = await Promise.all([
        captcha(options.captchaAction),
        loadSending(),
        options.toRequest(values),
      ]);
      const id = await sendEnquiry(
        {
          ...payload,
          recaptchaToken,
          website: honeypotRef.current?.value || undefined,
        },
        idempotencyKey.current,
      );
      form.reset();
      clearDraft(draftKey);
      idempotencyKey.current = newIdempotencyKey();
      options.onSuccess?.(id, values);
      setTimeout(() => modals.open('success', { requestNumber: id }), SUCCESS_MODAL_DELAY_MS);
    } catch (error) {
      console.error('enquiry submission failed', error);
      const { answerMessage, statusOf } = await loadSending();
      if (statusOf(error) === 401) {
        saveDraft(draftKey, values);
        modals.open('login');
      } else {
        // Only a 429 explains itself to the member; other failures get the modal's own text.
        modals.open('error', {
          message: statusOf(error) === 429 ? answerMessage(error) : undefined,
        });
      }
    } finally {
      modals.close('loading');
      setSubmitting(false);
    }
  }

  // For the form's first focus or answer: the request's code is then ready by Send.
  const preload = () => void loadSending().catch(() => undefined);

  return { submit, submitting, honeypotRef, isVisitor: !user, preload };
}

'use client';

import { useTranslations } from 'next-intl';

import { SubmitButton } from '@/components/forms/submit-button';

/** The form's submit button: disabled with a progress ring while the enquiry is on its way. */
export function EnquirySubmitButton({ submitting }: { submitting: boolean }) {
  const t = useTranslations('EnquiryForm');
  return <SubmitButton busy={submitting}>{submitting ? t('sending') : t('submit')}</SubmitButton>;
}

import 'server-only';
import type { ReactNode } from 'react';

import { CaptchaBoundary } from '@/components/captcha/captcha-boundary';
import type { Locale } from '@/lib/i18n/routing';

import { getEnquiryPageContent } from '../server/cached';

import { EnquiryFormCard } from './enquiry-form-card';

type Props = { pageId: number; locale: Locale; children: ReactNode };

/** A form in its card (image, title and subtitle of enquiry page `pageId`) with the captcha. */
export async function EnquiryPageCard({ pageId, locale, children }: Props) {
  const page = await getEnquiryPageContent(pageId);
  return (
    <EnquiryFormCard page={page} locale={locale}>
      <CaptchaBoundary>{children}</CaptchaBoundary>
    </EnquiryFormCard>
  );
}

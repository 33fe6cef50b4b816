import 'server-only';
import { unstable_cache } from 'next/cache';
import type { ReactNode } from 'react';

import { CaptchaBoundary } from '@/components/captcha/captcha-boundary';
import { getEnquiryPage } from '@/features/guide/server/queries';
import { CACHE_TAGS, CONTENT_REVALIDATE_SECONDS } from '@/lib/cache/tags';
import { getDb } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/routing';

import { EnquiryFormCard } from './enquiry-form-card';

/** An enquiry page record (ids 1, 2, 3, 5, 6, 7), cached with the guide's content. */
export const getEnquiryPageContent = unstable_cache(
  async (id: number) => getEnquiryPage(await getDb(), id),
  ['enquiry-page'],
  { tags: [CACHE_TAGS.guide], revalidate: CONTENT_REVALIDATE_SECONDS },
);

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

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { isApprovalType } from '@/features/approvals/approval-types';
import { ReviewView } from '@/features/approvals/components/console/review-view';
import { readReview } from '@/features/approvals/server/review';
import { readConsoleData } from '@/features/console/server/read-console-data';
import { openConsoleArea } from '@/features/console/server/staff-page';
import { MAX_ID } from '@/lib/validation/rules';

type Props = { params: Promise<{ locale: string; type: string; id: string }> };

/** The record an address names, or nothing for an unknown type or an id that is no whole number. */
function recordOf(type: string, id: string) {
  const number = Number(id);
  if (!isApprovalType(type) || !/^\d+$/.test(id) || number < 1 || number > MAX_ID) return null;
  return { type, id: number };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, type } = await params;
  const t = await getTranslations({ locale, namespace: 'Approvals' });
  return { title: isApprovalType(type) ? t(`detail.title.${type}`) : t('title') };
}

// /admin/approvals/{type}/{id}: one record to review and decide on.
export default async function ApprovalReviewPage({ params }: Props) {
  const { locale } = await openConsoleArea('approvals', { params });
  const { type, id } = await params;
  const record = recordOf(type, id);
  if (!record) notFound();
  const review = await readConsoleData((db) => readReview(db, record.type, record.id));
  if (!review) notFound();
  return <ReviewView locale={locale} review={review} />;
}

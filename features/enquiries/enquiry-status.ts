import {
  ENQUIRY_STATUS_CODES,
  type EnquiryStatusCode,
  type UserEnquiry,
} from '@/features/enquiries/schemas';
import { brand } from '@/lib/theme/tokens';

export type EnquiryStatusName =
  'new' | 'confirmed' | 'pending' | 'completed' | 'rejected' | 'closed' | 'ongoing';

/** Its label is `Enquiries.status.{code}` in the messages; `color` carries white text (≥ 4.5:1). */
export type EnquiryStatus = { code: EnquiryStatusCode; name: EnquiryStatusName; color: string };

// part 3 §4 "Enquiry status": 10 new (primary), 20 confirmed (green), 30 pending (orange),
// 40 completed (blue), 50 rejected (red), 60 closed (dark red), 70 ongoing (cyan).
export const ENQUIRY_STATUSES: readonly EnquiryStatus[] = [
  { code: 10, name: 'new', color: brand.primary },
  { code: 20, name: 'confirmed', color: '#2E7D32' },
  { code: 30, name: 'pending', color: '#B45309' },
  { code: 40, name: 'completed', color: '#1565C0' },
  { code: 50, name: 'rejected', color: '#C62828' },
  { code: 60, name: 'closed', color: '#7F1D1D' },
  { code: 70, name: 'ongoing', color: '#0E7490' },
];

export function isEnquiryStatusCode(code: number): code is EnquiryStatusCode {
  return (ENQUIRY_STATUS_CODES as readonly number[]).includes(code);
}

/** The status of a code, or undefined for a code outside the seven. */
export function enquiryStatusOf(code: number): EnquiryStatus | undefined {
  return ENQUIRY_STATUSES.find((status) => status.code === code);
}

export type EnquiryStatusCounts = Record<EnquiryStatusCode, number>;

/** How many of the enquiries are in each of the seven states; other codes are not counted. */
export function countEnquiryStatuses(
  enquiries: readonly Pick<UserEnquiry, 'status'>[],
): EnquiryStatusCounts {
  const counts = Object.fromEntries(
    ENQUIRY_STATUS_CODES.map((code) => [code, 0]),
  ) as EnquiryStatusCounts;
  for (const enquiry of enquiries) {
    const code = enquiry.status.iid;
    if (isEnquiryStatusCode(code)) counts[code] += 1;
  }
  return counts;
}

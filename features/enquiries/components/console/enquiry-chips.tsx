import { StatusChip, type StatusTone } from '@/components/console/status-chip';

import type { EnquiryStatusCode } from '../../schemas';

// part 3 §4 colours each status; the console's chips keep their colour families as tones:
// green (new, confirmed) success, blue and cyan (completed, ongoing) info, orange (pending)
// warning, red and dark red (rejected, closed) danger. The word, not the colour, carries it.
const TONES: Record<EnquiryStatusCode, StatusTone> = {
  10: 'success',
  20: 'success',
  30: 'warning',
  40: 'info',
  50: 'danger',
  60: 'danger',
  70: 'info',
};

/** The tone of an enquiry's status; a code outside the seven is neutral. */
export const enquiryStatusTone = (code: number): StatusTone =>
  TONES[code as EnquiryStatusCode] ?? 'neutral';

/** An enquiry's status as a word in its colour, named in the page's language. */
export function EnquiryStatusMark({ code, name }: { code: number; name: string }) {
  return (
    <span data-status={code}>
      <StatusChip tone={enquiryStatusTone(code)} label={name} />
    </span>
  );
}

/** The overdue mark: a word, not a colour alone. */
export function OverdueMark({ label }: { label: string }) {
  return <StatusChip tone="danger" label={label} />;
}

/**
 * Sent while the captcha provider could not be reached (issue 25): accepted, held for staff to
 * judge. The reason is shown on hover and read after the word when it is not written beside it.
 */
export function UnverifiedMark({ label, reason }: { label: string; reason?: string }) {
  return <StatusChip tone="warning" label={label} title={reason} />;
}

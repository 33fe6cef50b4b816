'use client';

import { useTranslations } from 'next-intl';
import type { RefObject } from 'react';

import { HONEYPOT_FIELD } from '@/lib/validation/limits';

// Clipped to nothing (not pushed off screen, which widens a right-to-left page), out of the tab
// order and hidden from assistive technology: only a bot fills it.
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

export function HoneypotField({ inputRef }: { inputRef?: RefObject<HTMLInputElement | null> }) {
  const t = useTranslations('EnquiryForm');
  return (
    <div aria-hidden="true" style={VISUALLY_HIDDEN}>
      <label>
        {t('honeypot')}
        <input ref={inputRef} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

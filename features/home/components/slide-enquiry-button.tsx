'use client';

import { createContext, use } from 'react';

/**
 * Opens the enquiry-type dialog. The slider provides it; before the slider has loaded, its island
 * does, and loads the slider with the dialog open.
 */
export const OpenEnquiryContext = createContext<() => void>(() => undefined);

// part 1 §2.3: a slide's button of any type other than 2 opens the enquiry-type dialog.
export function SlideEnquiryButton({ label, className }: { label: string; className: string }) {
  const open = use(OpenEnquiryContext);
  return (
    <button type="button" className={className} onClick={open} aria-haspopup="dialog">
      {label}
    </button>
  );
}

'use client';

import type { ComponentProps } from 'react';

import { MuiIsland } from '@/components/providers/mui-island';

import { EnquiryDialog } from './enquiry-dialog';

/** The enquiry-type dialog with MUI's theme, as one chunk loaded on the first open. */
export function EnquiryDialogIsland(props: ComponentProps<typeof EnquiryDialog>) {
  return (
    <MuiIsland>
      <EnquiryDialog {...props} />
    </MuiIsland>
  );
}

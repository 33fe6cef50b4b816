'use client';

import type { ComponentProps } from 'react';

import { FormMessages } from '@/components/i18n/form-messages';
import { MuiIsland } from '@/components/providers/mui-island';

import { EnquiryDialog } from './enquiry-dialog';

/** The enquiry-type dialog with MUI's theme and its texts, as one chunk loaded on the first open. */
export function EnquiryDialogIsland(props: ComponentProps<typeof EnquiryDialog>) {
  return (
    <FormMessages namespaces={['Home.enquiry']}>
      <MuiIsland>
        <EnquiryDialog {...props} />
      </MuiIsland>
    </FormMessages>
  );
}

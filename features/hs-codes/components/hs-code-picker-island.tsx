'use client';

import { QueryIsland } from '@/components/providers/query-island';

import { HsCodePicker, type HsCodePickerProps } from './hs-code-picker';

/** The picker with the query client it asks the finder with (the one above it when there is one). */
export function HsCodePickerIsland(props: HsCodePickerProps) {
  return (
    <QueryIsland>
      <HsCodePicker {...props} />
    </QueryIsland>
  );
}

'use client';

import { MuiIsland } from '@/components/providers/mui-island';
import { QueryIsland } from '@/components/providers/query-island';
import type { StaffOwner } from '@/features/enquiries/staff-schemas';

import type { DeskQuery } from '../desk-query';

import { EnquiryGrid } from './enquiry-grid';

type Props = { initial: DeskQuery; owners: readonly StaffOwner[]; basePath: string };

/** The enquiry grid's client island: MUI (with the page's direction) and React Query. */
export function EnquiryGridIsland(props: Props) {
  return (
    <MuiIsland>
      <QueryIsland>
        <EnquiryGrid {...props} />
      </QueryIsland>
    </MuiIsland>
  );
}

'use client';

import { MuiIsland } from '@/components/providers/mui-island';
import { QueryIsland } from '@/components/providers/query-island';

import { StaffAccountsPanel } from './staff-accounts-panel';

/** /admin/staff's island: the staff list, its changes and the "Add staff account" dialog. */
export function StaffAccounts({ currentUserId }: { currentUserId: number }) {
  return (
    <MuiIsland>
      <QueryIsland>
        <StaffAccountsPanel currentUserId={currentUserId} />
      </QueryIsland>
    </MuiIsland>
  );
}

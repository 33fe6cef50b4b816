'use client';

import { MuiIsland } from '@/components/providers/mui-island';
import { QueryIsland } from '@/components/providers/query-island';

import { ExpertsConsolePanel } from './experts-console-panel';

/** /admin/experts's island: the experts and the pools, their dialogs and confirmations. */
export function ExpertsConsole() {
  return (
    <MuiIsland>
      <QueryIsland>
        <ExpertsConsolePanel />
      </QueryIsland>
    </MuiIsland>
  );
}

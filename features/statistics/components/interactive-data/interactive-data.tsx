'use client';

import { QueryIsland } from '@/components/providers/query-island';

import { MemberGate } from '../member-gate';

import { DataExplorer } from './data-explorer';

/** Market information, tab 5 "Interactive data" (part 2): members only. */
export function InteractiveData() {
  return (
    <QueryIsland>
      <MemberGate testId="interactive-data">
        <DataExplorer />
      </MemberGate>
    </QueryIsland>
  );
}

'use client';

import { QueryIsland } from '@/components/providers/query-island';

import { MemberGate } from '../member-gate';

import { DataCentreSearch } from './data-centre-search';

/** Market information, tab 4 "Data centre" (part 2, §5): members only. */
export function DataCentre() {
  return (
    <QueryIsland>
      <MemberGate testId="data-centre">
        <DataCentreSearch />
      </MemberGate>
    </QueryIsland>
  );
}

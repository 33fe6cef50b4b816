'use client';

import { MuiIsland } from '@/components/providers/mui-island';
import { QueryIsland } from '@/components/providers/query-island';

import type { ReferenceLists } from '../../institution-list';

import { InstitutionsAdminPanel } from './institutions-admin-panel';
import { ReferenceListsPanel } from './reference-lists-panel';

/** /admin/institutions' island: the institutions, their search and their dialogs. */
export function InstitutionsAdmin({ lists }: { lists: ReferenceLists }) {
  return (
    <MuiIsland>
      <QueryIsland>
        <InstitutionsAdminPanel lists={lists} />
      </QueryIsland>
    </MuiIsland>
  );
}

/** /admin/institutions/lists' island: the export types and participation modes. */
export function ReferenceListsAdmin() {
  return (
    <MuiIsland>
      <QueryIsland>
        <div style={{ display: 'grid', gap: 40 }}>
          <ReferenceListsPanel kind="types" />
          <ReferenceListsPanel kind="modes" />
        </div>
      </QueryIsland>
    </MuiIsland>
  );
}

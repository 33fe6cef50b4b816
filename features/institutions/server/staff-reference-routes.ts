import 'server-only';
import { z } from '@hono/zod-openapi';

import { ApiError } from '@/lib/api/errors';
import { createRouter } from '@/lib/api/router';
import { staffCrudRoutes } from '@/lib/api/staff-crud-routes';
import { tableCommands } from '@/lib/api/staff-table-commands';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { versionSchema } from '@/lib/validation/version';

import {
  exportModeInputSchema,
  exportModeSchema,
  exportTypeInputSchema,
  exportTypeSchema,
} from '../schemas';

import {
  listReferenceRows,
  nextReferenceId,
  REFERENCE_TABLES,
  type ReferenceKind,
  usageOf,
} from './reference-store';

// Issue 14 "Staff console": editors keep the export types and participation modes; one that an
// institution names cannot be removed (422, with how many name it).

const KINDS = {
  types: {
    path: '/staff/export-types',
    name: 'export type',
    entity: 'export_types',
    action: 'export-type',
    schema: exportTypeSchema,
    input: exportTypeInputSchema,
    inUse: 'InstitutionsAdmin.errors.typeInUse',
  },
  modes: {
    path: '/staff/export-modes',
    name: 'participation mode',
    entity: 'export_modes',
    action: 'export-mode',
    schema: exportModeSchema,
    input: exportModeInputSchema,
    inUse: 'InstitutionsAdmin.errors.modeInUse',
  },
} as const;

// GET, POST /api/staff/export-types|export-modes; PUT, DELETE …/{id}: the list with each entry's
// use, a new entry with the next id, its names, removed only when no institution names it
function referenceRoutes(kind: ReferenceKind) {
  const { path, name, entity, action, schema, input, inUse } = KINDS[kind];
  const versioned = schema.extend({ version: versionSchema });
  return staffCrudRoutes({
    area: 'institutions',
    path,
    name,
    body: input,
    record: versioned,
    revalidate: [CACHE_TAGS.institutions],
    list: {
      summary: `Every ${name}, with how many institutions name it (editors)`,
      answer: z.object({ data: z.array(versioned.extend({ used: z.number().int() })) }),
      text: `The ${name}s`,
      read: async (c) => ({ data: await listReferenceRows(c.get('db'), kind) }),
    },
    commands: tableCommands({
      table: REFERENCE_TABLES[kind],
      entity,
      action,
      newId: (tx) => nextReferenceId(tx, kind),
      beforeRemove: async ({ tx }, { id }) => {
        const used = await usageOf(tx, kind, id);
        if (used > 0) throw new ApiError(422, inUse, { id: [inUse] }, { count: used });
        return [];
      },
    }),
    docs: {
      update: {
        summary: `Renames a ${name}, from the version the editor started from (audited)`,
      },
      remove: {
        summary: `Removes a ${name} that no institution names (422 otherwise), at the version named by If-Match`,
        errors: [404, 409, 422, 428],
      },
    },
  });
}

export const staffReferenceRoutes = createRouter()
  .route('/', referenceRoutes('types'))
  .route('/', referenceRoutes('modes'));

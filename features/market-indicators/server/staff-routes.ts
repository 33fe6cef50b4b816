import 'server-only';
import { z } from '@hono/zod-openapi';

import { staffCrudRoutes } from '@/lib/api/staff-crud-routes';
import { tableCommands } from '@/lib/api/staff-table-commands';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { vatCorrections } from '@/lib/db/schema';

import { vatCorrectionInputSchema, vatCorrectionSchema } from '../vat-correction-schemas';

import { checkVatCorrection, listVatCorrections, VAT_CORRECTION_COLUMNS } from './vat-corrections';

// Issue 58: staff's corrections of the tax file (a market's VAT or sales-tax rate with its source
// and the day it was checked), kept by the editors who keep market access. Each change is
// versioned and audited, and re-validates the pages that read the indicators.

// GET /api/staff/market-indicators/vat-corrections – every correction, by market;
// POST – a new one; PUT …/{id} – its fields, from the version read; DELETE …/{id} – removed
export const staffVatCorrectionRoutes = staffCrudRoutes({
  area: 'agreements',
  path: '/staff/market-indicators/vat-corrections',
  name: 'VAT correction',
  noun: 'correction',
  body: vatCorrectionInputSchema,
  record: vatCorrectionSchema,
  revalidate: [CACHE_TAGS.marketIndicators],
  list: {
    summary: 'Staff’s corrections of the tax file, by market (editors)',
    description:
      'Each correction wins over the VAT / sales-tax file’s rate for its market wherever the ' +
      'portal reads it (the landed cost, the market comparison).',
    answer: z.object({ data: z.array(vatCorrectionSchema) }),
    text: 'The corrections',
    read: async (c) => ({ data: await listVatCorrections(c.get('db')) }),
  },
  check: (db, input, params) => checkVatCorrection(db, input, params.id),
  commands: tableCommands({
    table: vatCorrections,
    columns: VAT_CORRECTION_COLUMNS,
    entity: 'vat_corrections',
    action: 'vat-correction',
    stamped: true,
  }),
  docs: {
    create: {
      summary: 'Adds a correction of a market’s tax rate with its source (editors; audited)',
    },
  },
});

import 'server-only';

import { staffCrudRoutes } from '@/lib/api/staff-crud-routes';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { pageAnswerSchema } from '@/lib/validation/page-query';
import { withoutVersion } from '@/lib/validation/version';

import {
  hsSynonymInputSchema,
  staffHsSynonymSchema,
  staffHsSynonymsQuerySchema,
} from '../staff-schemas';

import { createSynonym, deleteSynonym, updateSynonym } from './save-hs-synonym';
import { listStaffSynonyms } from './staff-reads';

// Issue 37, item 2: the staff's synonyms of the HS finder (words exporters use that the
// nomenclature does not: "jameed" → 0406). Editors add, change and remove them; each change is
// versioned and audited, and the finder uses it from the next search.

// GET /api/staff/hs-synonyms – the synonyms: `q` (a code or words), `page`, `page_size`;
// POST – a new synonym; PUT …/{id} – its code and phrases replaced; DELETE …/{id} – removed
export const staffHsSynonymRoutes = staffCrudRoutes({
  area: 'hsCodes',
  path: '/staff/hs-synonyms',
  name: 'synonym',
  body: hsSynonymInputSchema,
  record: staffHsSynonymSchema,
  revalidate: [CACHE_TAGS.hsCodes],
  list: {
    summary: 'The finder’s synonyms with their codes’ names, by code (editors)',
    description:
      'A code in any spelling finds the synonyms of the codes that begin with it; words, the ' +
      'synonyms whose phrase holds them.',
    query: staffHsSynonymsQuerySchema,
    answer: pageAnswerSchema(staffHsSynonymSchema),
    text: 'One page of synonyms',
    read: (c, query) => listStaffSynonyms(c.get('db'), query),
  },
  commands: {
    create: (scope, input) => createSynonym(scope, withoutVersion(input)),
    update: (scope, input, { id }) => updateSynonym(scope, id!, withoutVersion(input)),
    remove: (scope, { id }) => deleteSynonym(scope, id!),
  },
  docs: {
    create: { summary: 'Adds a synonym of a code: a phrase in English, Arabic or both (audited)' },
  },
});

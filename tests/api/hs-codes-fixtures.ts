import { eq } from 'drizzle-orm';

import { hsCodes, hsSections, hsSynonyms } from '@/lib/db/schema';
import { finderTermsOf } from '@/lib/search/finder-terms';

import { sendJson } from './helpers/send-json';
import type { TestApi } from './helpers/test-api';
import { ifMatch } from './helpers/versions';
import type { WriteContext } from './staff-writes-fixtures';

// Issue 37: one successful call of each staff write of the HS nomenclature's names and the finder's
// synonyms, for the staff routes walk; the API tests use the same helpers.

export const NEW_SYNONYM = {
  code: '0406',
  phrase_en: 'shanklish (aged cheese balls)',
  phrase_ar: 'شنكليش',
};

/** A synonym stored directly (version 1), for a change or a removal to start from. */
export async function insertSynonym(
  api: TestApi,
  values: { code: string; phrase_en: string; phrase_ar: string } = NEW_SYNONYM,
): Promise<number> {
  const [row] = await api.db
    .insert(hsSynonyms)
    .values({ ...values, terms: finderTermsOf(values.phrase_en, values.phrase_ar) })
    .returning({ id: hsSynonyms.id });
  return row!.id;
}

export async function codeVersion(api: TestApi, code: string): Promise<number> {
  const [row] = await api.db
    .select({ version: hsCodes.version })
    .from(hsCodes)
    .where(eq(hsCodes.code, code));
  return row!.version;
}

export async function sectionVersion(api: TestApi, id: string): Promise<number> {
  const [row] = await api.db
    .select({ version: hsSections.version })
    .from(hsSections)
    .where(eq(hsSections.id, id));
  return row!.version;
}

let renames = 0;
/** A name no earlier call gave (a name equal to the stored one writes nothing, and no entry). */
const freshName = (base: string) => `${base} ${++renames}`;

type Fixture = (context: WriteContext) => Promise<Response>;

export const HS_CODE_WRITES: Record<string, Fixture> = {
  'PUT /api/staff/hs-codes/{code}': async ({ api, admin }) =>
    sendJson(api, 'PUT', '/api/staff/hs-codes/0406', admin.bearer, {
      name_ar: freshName('الأجبان واللبنة'),
      version: await codeVersion(api, '0406'),
    }),
  'PUT /api/staff/hs-sections/{id}': async ({ api, admin }) =>
    sendJson(api, 'PUT', '/api/staff/hs-sections/I', admin.bearer, {
      name_ar: freshName('حيوانات حية؛ منتجات المملكة الحيوانية'),
      version: await sectionVersion(api, 'I'),
    }),
  'POST /api/staff/hs-synonyms': ({ api, admin }) =>
    sendJson(api, 'POST', '/api/staff/hs-synonyms', admin.bearer, NEW_SYNONYM),
  'PUT /api/staff/hs-synonyms/{id}': async ({ api, admin }) =>
    sendJson(api, 'PUT', `/api/staff/hs-synonyms/${await insertSynonym(api)}`, admin.bearer, {
      ...NEW_SYNONYM,
      phrase_en: 'shanklish',
      version: 1,
    }),
  'DELETE /api/staff/hs-synonyms/{id}': async ({ api, admin }) =>
    sendJson(api, 'DELETE', `/api/staff/hs-synonyms/${await insertSynonym(api)}`, {
      ...admin.bearer,
      ...ifMatch(1),
    }),
};

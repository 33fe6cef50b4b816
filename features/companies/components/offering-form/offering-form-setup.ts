import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';

import type { OfferingAnswer } from '../../answer-schemas';
import type { OfferingFormMode } from '../../offering-form-schema';
import type { OfferingFormValues } from '../../offering-payload';
import type { OfferingKind } from '../../offering-schemas';

/** The schema (and zod) loads on the form's first focus or validation, one per kind and mode. */
const resolverOf = (kind: OfferingKind, mode: OfferingFormMode) =>
  lazyZodResolver<OfferingFormValues>(() =>
    import('../../offering-form-schema').then((module) => module.offeringFormSchema(kind, mode)),
  );
export const RESOLVERS = {
  products: { add: resolverOf('products', 'add'), edit: resolverOf('products', 'edit') },
  services: { add: resolverOf('services', 'add'), edit: resolverOf('services', 'edit') },
};

/** The longest GTIN (part 3 §3 gs1_code). */
export const GS1_CODE_MAX = 14;

/** The form's first values: the item's on edit, else empty; no file is chosen (stored ones are kept). */
export function defaultsOf(offering: OfferingAnswer | undefined): OfferingFormValues {
  const codes = offering && 'gs1_code' in offering ? offering : undefined;
  return {
    name_eng: offering?.name_eng ?? '',
    name_ara: offering?.name_ara ?? '',
    gs1_code: codes?.gs1_code ?? '',
    hs_code: offering?.hs_code ?? '',
    industry: offering?.industry ?? '',
    sub_ind: offering?.sub_ind ?? '',
    description_eng: offering?.description_eng ?? '',
    description_ara: offering?.description_ara ?? '',
    cert: offering?.cert ?? '',
    features: offering?.features ?? '',
    contacts: offering?.contacts ?? '',
    image: null,
    certificate_image: null,
  };
}

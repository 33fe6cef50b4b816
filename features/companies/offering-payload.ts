import type { OfferingKind } from './offering-schemas';

/** The add and edit forms' values; selects hold '' until a choice is made. */
export type OfferingFormValues = {
  name_eng: string;
  name_ara: string;
  gs1_code: string;
  hs_code: string;
  industry: number | '';
  sub_ind: number | '';
  description_eng: string;
  description_ara: string;
  cert: string;
  features: string;
  contacts: string;
  image: File | null;
  certificate_image: File | null;
};

const DESCRIPTION_FIELDS = [
  'description_eng',
  'description_ara',
  'cert',
  'features',
  'contacts',
] as const;

/** What an edit starts from: the stored files' URLs it keeps unless new ones are chosen, and the
 * record's version (issue 24: a change made meanwhile answers 409). */
export type ExistingFiles = { image: string; certificate_image: string | null; version: number };

/**
 * part 3 §7 POST products / services (add, without `existing`) and POST edit-products/{id} /
 * edit-services/{id} (edit): the multipart body. On edit, a file goes only when a new one was
 * chosen (`*_changed` 1); otherwise `existing_*` names the stored one (part 3 §4 "File change rule").
 */
export function offeringFormData(
  kind: OfferingKind,
  values: OfferingFormValues,
  { companyId, existing }: { companyId: number | null; existing?: ExistingFiles },
): FormData {
  const body = new FormData();
  for (const name of ['name_eng', 'name_ara'] as const) body.append(name, values[name].trim());
  if (kind === 'products') body.append('gs1_code', values.gs1_code.trim());
  body.append('hs_code', values.hs_code.trim());
  body.append('industry', String(values.industry));
  body.append('sub_ind', String(values.sub_ind));
  for (const name of DESCRIPTION_FIELDS) body.append(name, values[name].trim());
  if (companyId !== null) body.append('company_id', String(companyId));
  if (existing) body.append('version', String(existing.version));

  const file = (name: 'image' | 'certificate_image', flag: string, kept: string | null) => {
    const chosen = values[name];
    if (chosen) body.append(name, chosen);
    if (!existing) return;
    body.append(flag, chosen ? '1' : '0');
    if (!chosen && kept) body.append(`existing_${name}`, kept);
  };
  file('image', 'image_changed', existing?.image ?? null);
  file('certificate_image', 'certificate_changed', existing?.certificate_image ?? null);
  return body;
}

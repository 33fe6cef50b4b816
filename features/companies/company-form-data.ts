import type { CertificateRow, CompanyFormState, ExistingCompanyFiles } from './company-form-values';
import type { CertificateEntry, CompanyFields } from './company-schemas';
import { LOCATION_TYPE } from './constants';

// part 2 §3 "Company registration payload" and part 3 §3 "Company (edit payload)" as the multipart
// bodies of POST international-buyers and international-buyers-update: text fields, the lists as
// JSON text, the files, and each new certificate's PDF at certificate_files.{file_index}.

const TEXT_FIELDS = [
  'company_registered_name',
  'company_trading_name',
  'type_of_company',
  'phone_number',
  'mobile_number',
  'website_url',
  'e_mail',
  'location_type_id',
  'person_title',
  'person_position',
  'person_first_name',
  'person_last_name',
  'person_mobile_number',
  'person_email',
] as const satisfies readonly (keyof CompanyFields)[];

const LIST_FIELDS = [
  'industry_information_for_products',
  'industry_information_for_services',
  'countries_of_operations',
] as const satisfies readonly (keyof CompanyFields)[];

/**
 * attachment_option_file and the files it points to: a row with a new file is
 * `{ title, file_index, is_new: true }` (indices 0, 1, … in row order); a row that keeps its stored
 * file is `{ title, file: <its URL>, is_new: false }`. The registration sends new rows only.
 */
export function certificateEntriesOf(rows: readonly CertificateRow[], { edit = false } = {}) {
  const entries: CertificateEntry[] = [];
  const files: File[] = [];
  /** The row of each entry and of each file, to show the server's errors on the right row. */
  const entryRows: number[] = [];
  const fileRows: number[] = [];
  rows.forEach((row, index) => {
    const title = row.title.trim();
    if (row.file) {
      const file_index = files.length;
      entries.push(edit ? { title, file_index, is_new: true } : { title, file_index });
      files.push(row.file);
      fileRows.push(index);
    } else if (row.existingUrl) {
      entries.push({ title, file: row.existingUrl, is_new: false });
    } else {
      return;
    }
    entryRows.push(index);
  });
  return { entries, files, entryRows, fileRows };
}

/**
 * The form field an error of the answer names (a 422's `errors`): the same name, or for
 * certificate_files.{i} and attachment_option_file.{i}… the file or name of the row they came from;
 * null for a name the form does not show.
 */
export function formFieldOfAnswer(field: string, values: CompanyFormState): string | null {
  const { entryRows, fileRows } = certificateEntriesOf(values.certificates);
  const file = /^certificate_files\.(\d+)$/.exec(field);
  if (file) return rowField(fileRows[Number(file[1])], 'file');
  const entry = /^attachment_option_file\.(\d+)(?:\.(\w+))?/.exec(field);
  if (entry) return rowField(entryRows[Number(entry[1])], entry[2] === 'title' ? 'title' : 'file');
  return field in values && field !== 'certificates' ? field : null;
}

const rowField = (row: number | undefined, part: 'title' | 'file') =>
  row === undefined ? null : `certificates.${row}.${part}`;

type Files = Pick<CompanyFormState, 'logo' | 'company_profile_pdf' | 'certificates'>;

/** The registration (`existing` absent) or the edit's body, from the schema's parsed fields. */
export function companyFormData(
  fields: CompanyFields,
  files: Files,
  existing?: ExistingCompanyFiles,
): FormData {
  const body = new FormData();
  for (const name of TEXT_FIELDS) body.append(name, String(fields[name]));
  // part 2 §4: a local company names its governorate, an international one its country.
  if (fields.location_type_id === LOCATION_TYPE.local && fields.governorates !== undefined) {
    body.append('governorates', String(fields.governorates));
  }
  if (
    fields.location_type_id === LOCATION_TYPE.international &&
    fields.location_country_id !== undefined
  ) {
    body.append('location_country_id', String(fields.location_country_id));
  }
  for (const name of LIST_FIELDS) body.append(name, JSON.stringify(fields[name]));
  const certificates = certificateEntriesOf(files.certificates, { edit: existing !== undefined });
  body.append('attachment_option_file', JSON.stringify(certificates.entries));

  if (existing) {
    // The version the edit started from: a change made meanwhile (another tab) answers 409.
    body.append('version', String(existing.version));
    // part 3 §4 "File change rule": a file is sent, and marked changed, only when one was chosen.
    appendKeptOrNew(body, 'logo', files.logo, 'logo_changed', 'existing_logo', existing.logo);
    appendKeptOrNew(
      body,
      'company_profile_pdf',
      files.company_profile_pdf,
      'pdf_changed',
      'existing_company_profile_pdf',
      existing.company_profile_pdf,
    );
  } else {
    if (files.logo) body.append('logo', files.logo);
    if (files.company_profile_pdf) body.append('company_profile_pdf', files.company_profile_pdf);
    body.append('agreements', '1');
  }
  certificates.files.forEach((file, index) => body.append(`certificate_files.${index}`, file));
  return body;
}

function appendKeptOrNew(
  body: FormData,
  name: string,
  file: File | null,
  changedName: string,
  existingName: string,
  existingUrl: string,
) {
  if (file) {
    body.append(changedName, '1');
    body.append(name, file);
  } else {
    body.append(changedName, '0');
    body.append(existingName, existingUrl);
  }
}

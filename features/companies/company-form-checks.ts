import type { FieldError, FieldErrors } from 'react-hook-form';

import type { CompanyFormState } from './company-form-values';
import { UPLOAD_MAX_BYTES } from './constants';

// part 2 §5 and part 3 §5: the company form's checks beyond its schema, before anything is sent
// (the server checks the files again by their content): the logo an image, the profile and the
// certificates PDF, each at most 9 MB; every certificate row a name and a file (new or kept).

/** The image formats the server takes for a logo (server/file-checks.ts); SVG is not one. */
export const LOGO_TYPES = 'image/png,image/jpeg,image/webp,image/gif';
export const PDF_TYPE = 'application/pdf';

/** Messages of the rows, shown with the row's number ("Certificate 2 name is required"). */
export const CERTIFICATE_NAME_REQUIRED = 'Companies.certificateName';
export const CERTIFICATE_FILE_REQUIRED = 'Companies.certificateFile';

type FileKind = 'image' | 'pdf';

const isPdf = (file: File) =>
  file.type === PDF_TYPE || (file.type === '' && /\.pdf$/i.test(file.name));

/** What is wrong with a chosen file, as a message key; undefined when it may be sent. */
export function fileProblem(file: File | null, kind: FileKind): string | undefined {
  if (!file) return undefined;
  if (file.size > UPLOAD_MAX_BYTES) return 'Companies.fileSize';
  if (kind === 'image' && !LOGO_TYPES.split(',').includes(file.type)) return 'Companies.imageType';
  if (kind === 'pdf' && !isPdf(file)) return 'Companies.pdfType';
  return undefined;
}

const fieldError = (message: string): FieldError => ({ type: 'validate', message });

type CertificateErrors = { title?: FieldError; file?: FieldError };

/** The rows' messages with their number (1-based); by default the message keys themselves. */
export type RowMessages = { name: (n: number) => string; file: (n: number) => string };
const ROW_MESSAGE_KEYS: RowMessages = {
  name: () => CERTIFICATE_NAME_REQUIRED,
  file: () => CERTIFICATE_FILE_REQUIRED,
};

/**
 * The file and certificate errors of the form's values, as react-hook-form's errors. A new
 * registration needs the logo and the profile; an edit keeps them unless new ones are chosen.
 */
export function checkCompanyFiles(
  values: Pick<CompanyFormState, 'logo' | 'company_profile_pdf' | 'certificates'>,
  {
    filesRequired,
    rowMessages = ROW_MESSAGE_KEYS,
  }: { filesRequired: boolean; rowMessages?: RowMessages },
): FieldErrors<CompanyFormState> {
  const errors: FieldErrors<CompanyFormState> = {};
  const files = [
    ['logo', 'image'],
    ['company_profile_pdf', 'pdf'],
  ] as const;
  for (const [name, kind] of files) {
    const file = values[name];
    const problem = file ? fileProblem(file, kind) : filesRequired ? 'rules.required' : undefined;
    if (problem) errors[name] = fieldError(problem);
  }
  const rows: (CertificateErrors | undefined)[] = values.certificates.map((row, index) => {
    const rowErrors: CertificateErrors = {};
    if (row.title.trim() === '') rowErrors.title = fieldError(rowMessages.name(index + 1));
    const fileMessage = row.file
      ? fileProblem(row.file, 'pdf')
      : row.existingUrl
        ? undefined
        : rowMessages.file(index + 1);
    if (fileMessage) rowErrors.file = fieldError(fileMessage);
    return rowErrors.title || rowErrors.file ? rowErrors : undefined;
  });
  if (rows.some(Boolean)) {
    errors.certificates = rows as FieldErrors<CompanyFormState>['certificates'];
  }
  return errors;
}

// The specification's numbers for companies, products and services, without zod: client code that
// only needs a limit or a code imports them from here.

/** part 3 §4 "Company status (iid)"; the same codes for products and services. 40 is our "changed". */
export const RECORD_STATUS = { inProcess: 10, approved: 20, refused: 30, changed: 40 } as const;
export type RecordStatusName = keyof typeof RECORD_STATUS;

/** part 2 §4, §9: location type 1 is local (a governorate), 2 international (a country). */
export const LOCATION_TYPE = { local: 1, international: 2 } as const;

/** part 2 §9, part 3 §9: every company, product and service file is at most 9 MB. */
export { UPLOAD_MAX_BYTES } from '@/lib/constants';

/** part 2 §9 "HS code: at most 6 characters" (the six digits of the Harmonized System). */
export const HS_CODE_MAX = 6;
/** A GS1 GTIN: 8, 12, 13 or 14 digits. */
export const GS1_CODE_DIGITS = [8, 12, 13, 14] as const;

export const COMPANY_TEXT_MAX = 255;
export const OFFERING_DESCRIPTION_MAX = 5000;
/** The most certificate rows one company keeps. */
export const CERTIFICATES_MAX = 10;

/** part 3 §5 "No company": the alert, and the server's 403 message. */
export const NO_COMPANY_MESSAGE = 'Companies.noCompany';

/** The status names of a code: 10, 20, 30, and any other value is "changed" (part 3 §4). */
export function recordStatusName(code: number): RecordStatusName {
  if (code === RECORD_STATUS.inProcess) return 'inProcess';
  if (code === RECORD_STATUS.approved) return 'approved';
  if (code === RECORD_STATUS.refused) return 'refused';
  return 'changed';
}

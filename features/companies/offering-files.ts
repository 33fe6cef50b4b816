import { UPLOAD_MAX_BYTES } from './constants';

// part 3 §5: product and service images are images of at most 9 MB; the certificate an image or a
// document (PDF), 9 MB too. The browser checks the declared type and the size before sending; the
// server checks the content again (server/file-checks.ts) and knows the same four image formats.

export const OFFERING_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
const CERTIFICATE_TYPES: readonly string[] = [...OFFERING_IMAGE_TYPES, 'application/pdf'];

export type OfferingFileKind = 'image' | 'certificate';

/** The catalogue key of what is wrong with a chosen file, or null. */
export function offeringFileProblem(
  file: File | null,
  { kind, required }: { kind: OfferingFileKind; required: boolean },
): string | null {
  if (!file) return required ? 'rules.required' : null;
  if (file.size > UPLOAD_MAX_BYTES) return 'Companies.fileSize';
  if (kind === 'image') {
    return (OFFERING_IMAGE_TYPES as readonly string[]).includes(file.type)
      ? null
      : 'Companies.imageType';
  }
  return CERTIFICATE_TYPES.includes(file.type) ? null : 'Companies.certificateType';
}

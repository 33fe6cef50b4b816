import 'server-only';

import {
  checkImage as checkImageContent,
  checkImageOrPdf as checkImageOrPdfContent,
  checkPdf as checkPdfContent,
  type CheckedFile,
  type FileCheck as ContentCheck,
  type UploadProblem,
} from '@/lib/storage/upload-checks';

// Issue 12: the companies' files are checked by content (lib/storage/upload-checks.ts); a refusal
// is worded in the companies' messages, which the forms show on the file's field.

export type FileCheck = { ok: true; file: CheckedFile } | { ok: false; error: string };

const MESSAGES: Record<UploadProblem, string> = {
  size: 'Companies.fileSize',
  image: 'Companies.imageType',
  pdf: 'Companies.pdfType',
  imageOrPdf: 'Companies.certificateType',
};

const worded = (check: ContentCheck): FileCheck =>
  check.ok ? check : { ok: false, error: MESSAGES[check.problem] };

/** An image (JPEG, PNG, WebP or GIF) of at most 9 MB, re-encoded to WebP. */
export const checkImage = async (file: File, options?: { logo?: boolean }) =>
  worded(await checkImageContent(file, options));

/** A PDF of at most 9 MB without script, launch or embedded file. */
export const checkPdf = async (file: File) => worded(await checkPdfContent(file));

/** part 3 §5 "Certificate accepts image or document": a PDF when it says so, else an image. */
export const checkImageOrPdf = async (file: File) => worded(await checkImageOrPdfContent(file));

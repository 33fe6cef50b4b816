import 'server-only';

import sharp from 'sharp';

import { UPLOAD_MAX_BYTES } from '@/lib/constants';

// Issue 12: every upload is checked by its content, never by its name or declared type. Images are
// decoded and re-encoded (WebP, no metadata), so what is stored is pixels we wrote; PDFs are kept as
// sent once they are PDFs without scripts. SVG, HTML and anything else are refused. Shared by every
// domain that takes files (companies, publications); each words the problem in its own messages.

export type CheckedFile = {
  body: Buffer;
  contentType: 'image/webp' | 'application/pdf';
  ext: string;
};
/** Why a file was refused: too large, or not the image, PDF, or either, that was asked for. */
export type UploadProblem = 'size' | 'image' | 'pdf' | 'imageOrPdf';
export type FileCheck = { ok: true; file: CheckedFile } | { ok: false; problem: UploadProblem };

const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** A 9 MB file can declare a huge canvas (a decompression bomb); 40 megapixels is a large photo. */
const MAX_INPUT_PIXELS = 40_000_000;
const IMAGE_MAX_SIDE = 1600;
const LOGO_MAX_SIDE = 512;

// Text that has no place in an image or a PDF a browser may open: markup and script.
const ACTIVE_CONTENT = /<\s*(script|html|svg|iframe|object|embed|\?php)\b|javascript:/i;
const PDF_ACTIVE_CONTENT = /\/(JavaScript|JS|Launch|EmbeddedFile|RichMedia|OpenAction)\b/;

const failed = (problem: UploadProblem): FileCheck => ({ ok: false, problem });

const latin1 = (bytes: Buffer) => bytes.toString('latin1');

/** Where the image's own data ends, by its format's trailer; bytes after it are smuggled content. */
function imageEnd(bytes: Buffer, format: string): number {
  if (format === 'png') {
    const iend = bytes.lastIndexOf(Buffer.from('IEND'));
    return iend < 0 ? -1 : iend + 8; // the chunk type, then its 4-byte CRC
  }
  if (format === 'jpeg') {
    const eoi = bytes.lastIndexOf(Buffer.from([0xff, 0xd9]));
    return eoi < 0 ? -1 : eoi + 2;
  }
  if (format === 'webp') return bytes.length >= 8 ? bytes.readUInt32LE(4) + 8 : -1;
  if (format === 'gif') return bytes.lastIndexOf(0x3b) + 1;
  return -1;
}

async function readBytes(file: File): Promise<Buffer | null> {
  if (file.size > UPLOAD_MAX_BYTES) return null;
  return Buffer.from(await file.arrayBuffer());
}

/** An image (JPEG, PNG, WebP or GIF) of at most 9 MB, re-encoded to WebP within `maxSide` px. */
export async function checkImage(file: File, { logo = false } = {}): Promise<FileCheck> {
  const bytes = await readBytes(file);
  if (!bytes) return failed('size');
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await image.metadata();
    if (!format || !IMAGE_FORMATS.has(format)) return failed('image');
    const end = imageEnd(bytes, format);
    if (end <= 0 || bytes.subarray(end).some((byte) => byte !== 0)) {
      return failed('image');
    }
    if (ACTIVE_CONTENT.test(latin1(bytes))) return failed('image');
    const side = logo ? LOGO_MAX_SIDE : IMAGE_MAX_SIDE;
    const body = await image
      .rotate()
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { ok: true, file: { body, contentType: 'image/webp', ext: 'webp' } };
  } catch {
    // Not an image sharp can read, larger than the pixel limit, or truncated.
    return failed('image');
  }
}

/** A PDF of at most 9 MB: it starts with `%PDF-` and carries no script, launch or embedded file. */
export async function checkPdf(file: File): Promise<FileCheck> {
  const bytes = await readBytes(file);
  if (!bytes) return failed('size');
  const text = latin1(bytes);
  if (!text.startsWith('%PDF-') || !text.includes('%%EOF')) return failed('pdf');
  if (PDF_ACTIVE_CONTENT.test(text) || ACTIVE_CONTENT.test(text)) return failed('pdf');
  return { ok: true, file: { body: bytes, contentType: 'application/pdf', ext: 'pdf' } };
}

/** part 3 §5 "Certificate accepts image or document": a PDF when it says so, else an image. */
export async function checkImageOrPdf(file: File): Promise<FileCheck> {
  const head = Buffer.from(await file.slice(0, 5).arrayBuffer()).toString('latin1');
  if (head === '%PDF-') return checkPdf(file);
  const image = await checkImage(file);
  return image.ok ? image : failed('imageOrPdf');
}

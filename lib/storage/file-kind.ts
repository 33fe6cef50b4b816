// What an uploaded file is, read from its address: the portal stores pictures re-encoded as WebP
// and documents as PDF, and names every stored file with its format's extension
// (lib/storage/stored-files.ts). Isomorphic: pages and the console decide with it
// whether a file is drawn as a picture or offered as a download.

export type UploadedFileKind = 'image' | 'pdf' | 'document';

/** The formats a browser draws as a picture (and Next's image optimiser accepts). */
const IMAGE_EXTENSIONS = new Set(['webp', 'png', 'jpg', 'jpeg', 'gif', 'avif', 'svg']);

/** The lower-case extension of the address's last segment, without query or fragment. */
function extensionOf(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** A picture, a PDF, or another document (anything that is not a picture is never drawn). */
export function uploadedFileKind(url: string): UploadedFileKind {
  const extension = extensionOf(url);
  if (IMAGE_EXTENSIONS.has(extension)) return 'image';
  return extension === 'pdf' ? 'pdf' : 'document';
}

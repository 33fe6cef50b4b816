export function firstLoadJsOf(
  html: string,
  distDir?: string,
): { files: number; bytes: number; gzipBytes: number };

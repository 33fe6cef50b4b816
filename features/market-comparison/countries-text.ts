// The markets named in the comparison's address (issue 58), as the API and the page read them.

/** `sa, us,SA` → ['SA', 'US']: capitals, in the order written, each once. */
export function countriesOfText(text: string): string[] {
  const codes = text
    .split(/[\s,]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  return [...new Set(codes)];
}

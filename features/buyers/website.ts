/** A stored website ("www.example.jo" or a full URL) as a link; null for anything not http(s). */
export function websiteHref(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  const withScheme = /^https?:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * A company's web address as a link: the forms accept it without a scheme (`www.example.jo`), so
 * one is added; only http and https addresses are ever linked.
 */
export function webHref(address: string): string | null {
  const value = address.trim();
  if (value === '') return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  return `https://${value}`;
}

import { serializeJsonLd, type JsonLdObject } from '@/lib/seo/json-ld';

/** Structured data for search engines; the serialiser escapes `<` so no value can end the script. */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return (
    <script
      type="application/ld+json"
      // serializeJsonLd escapes <, > and &; the content is data, never executed
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}

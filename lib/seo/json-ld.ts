import type { Locale } from '@/lib/i18n/routing';

import { absoluteImage } from './open-graph';
import { absoluteUrl } from './urls';

export type JsonLdObject = { '@context'?: string; '@type': string; [key: string]: unknown };

export const ORGANIZATION_NAME = 'Jordan Exports';
export const ORGANIZATION_LOGO = '/images/logo.svg';

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` become \u escapes so a value
 * holding `</script>` or `<!--` cannot close the element (Next's JSON-LD guide); the JSON is the same.
 */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

type OrganizationInput = {
  name?: string;
  /** The name in the page's language when it differs (صادرات الأردن). */
  alternateName?: string;
  description?: string;
  /** Social profiles (the social_media table's links). */
  sameAs?: string[];
  siteUrl?: string;
};

function organizationNode({ name = ORGANIZATION_NAME, siteUrl }: OrganizationInput) {
  return {
    '@type': 'Organization',
    name,
    url: absoluteUrl('/', siteUrl),
    logo: absoluteUrl(ORGANIZATION_LOGO, siteUrl),
  };
}

/** The portal's publisher for the home page or the layout. */
export function jsonLdOrganization(input: OrganizationInput = {}): JsonLdObject {
  const sameAs = [...new Set((input.sameAs ?? []).filter((link) => /^https?:\/\//i.test(link)))];
  return {
    '@context': 'https://schema.org',
    ...organizationNode(input),
    ...(input.alternateName && input.alternateName !== (input.name ?? ORGANIZATION_NAME)
      ? { alternateName: input.alternateName }
      : {}),
    ...(input.description ? { description: input.description } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

type NewsArticleInput = {
  headline: string;
  url: string;
  datePublished: string;
  dateModified?: string;
  description?: string;
  image?: string;
  locale: Locale;
  publisherName?: string;
  siteUrl?: string;
};

/** A news item (part 1 §2.4): headline, dates, image, language and the portal as publisher. */
export function jsonLdNewsArticle(input: NewsArticleInput): JsonLdObject {
  const { headline, url, datePublished, dateModified, description, image, locale, siteUrl } = input;
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline,
    ...(description ? { description } : {}),
    datePublished,
    dateModified: dateModified ?? datePublished,
    ...(image ? { image: [absoluteImage(image, siteUrl)] } : {}),
    inLanguage: locale,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    publisher: organizationNode({ name: input.publisherName, siteUrl }),
  };
}

/** The banner's breadcrumb as structured data; items are names with absolute URLs. */
export function jsonLdBreadcrumbList(items: { name: string; url: string }[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

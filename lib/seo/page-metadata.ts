import type { Metadata } from 'next';

import { buildOpenGraph, type OpenGraphInput } from './open-graph';
import { buildAlternates } from './urls';

/**
 * The metadata of a public page: title, description, canonical and language alternates, Open
 * Graph and the Twitter card. The layout's template adds " | portal name" to the title only.
 */
export function buildPageMetadata(input: OpenGraphInput): Metadata {
  const { title, description, path, locale, image, siteUrl } = input;
  const openGraph = buildOpenGraph(input);
  return {
    title,
    description,
    alternates: buildAlternates(path, locale, siteUrl),
    openGraph,
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title,
      description,
      images: openGraph.images,
    },
  };
}

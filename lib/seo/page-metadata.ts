import type { Metadata } from 'next';

import { feedAlternates, type FeedLink } from '@/lib/feeds/feed-paths';

import { buildOpenGraph, type OpenGraphInput } from './open-graph';
import { buildAlternates } from './urls';

export type PageMetadataInput = OpenGraphInput & {
  /** The Atom feeds the page follows: `<link rel="alternate" type="application/atom+xml">`. */
  feeds?: readonly FeedLink[];
};

/**
 * The metadata of a public page: title, description, canonical and language alternates (and its
 * feeds), Open Graph and the Twitter card. The layout's template adds " | portal name" to the
 * title only.
 */
export function buildPageMetadata(input: PageMetadataInput): Metadata {
  const { title, description, path, locale, image, siteUrl, feeds } = input;
  const openGraph = buildOpenGraph(input);
  const alternates = buildAlternates(path, locale, siteUrl);
  return {
    title,
    description,
    alternates: feeds?.length
      ? { ...alternates, types: feedAlternates(locale, feeds, siteUrl) }
      : alternates,
    openGraph,
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title,
      description,
      images: openGraph.images,
    },
  };
}

import 'server-only';

import { cachedQuery } from '@/lib/cache/cached-query';
import { CACHE_TAGS } from '@/lib/cache/tags';

import { readFinderPage } from './finder-page';
import { listSectionSummaries, listTreeNodeIds } from './section-summaries';
import { treeNode } from './tree';

// The cached readers of the finder's and the tree's pages (issue 37). Members' approved products
// and services are synonyms too: an approval or a member's removal re-validates the tag.

/** One page of codes for a query (q as the finder's schema left it). */
export const getCachedFinderPage = cachedQuery(
  'hs-finder-page',
  CACHE_TAGS.hsCodes,
  readFinderPage,
);

/** The sections and their chapters' codes. */
export const getCachedSectionSummaries = cachedQuery(
  'hs-section-summaries',
  CACHE_TAGS.hsCodes,
  listSectionSummaries,
);

/** A section or code with its path and children; null when there is none. */
export const getCachedTreeNode = cachedQuery('hs-tree-node', CACHE_TAGS.hsCodes, treeNode);

/** The sitemap's pages of the tree: sections, chapters and headings. */
export const getCachedTreeNodeIds = cachedQuery(
  'hs-tree-node-ids',
  CACHE_TAGS.hsCodes,
  listTreeNodeIds,
);

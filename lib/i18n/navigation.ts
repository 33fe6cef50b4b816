import { createNavigation } from 'next-intl/navigation';

import { publicFeaturePath } from '@/lib/navigation/feature-pages';

import { routing } from './routing';

const navigation = createNavigation(routing);

export const { Link, redirect, permanentRedirect, useRouter, getPathname } = navigation;

// The news list and the feature pages are served from proxy rewrites (/news/list/{sort}/{page},
// /feature/{name}/{slug}), and Next renders a rewritten page on the server with the rewrite's path
// (vercel/next.js#73085): the visitor's address is the public one.
const NEWS_LIST_REWRITE = /^\/news\/list\/[^/]+\/[^/]+$/;

/** The visitor's path without its locale prefix, as next-intl's usePathname. */
export function usePathname(): string {
  const pathname = navigation.usePathname();
  return NEWS_LIST_REWRITE.test(pathname) ? '/news' : publicFeaturePath(pathname);
}

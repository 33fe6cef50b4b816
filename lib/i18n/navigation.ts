import { createNavigation } from 'next-intl/navigation';

import { publicFeaturePath } from '@/lib/navigation/feature-pages';
import { publicListPath } from '@/lib/navigation/list-view-routes';
import { publicNotFoundPath } from '@/lib/navigation/not-found-view';

import { routing } from './routing';

const navigation = createNavigation(routing);

export const { Link, redirect, permanentRedirect, useRouter, getPathname } = navigation;

// The news list, the feature pages and the filtered lists are served from proxy rewrites
// (/news/list/{sort}/{page}, /feature/{name}/{slug}, /views/{list}/…/{view}), and so is the 404
// page's HTML (/not-found-view/{path}); Next renders a rewritten page on the server with the
// rewrite's path (vercel/next.js#73085): the visitor's address is the public one.
const NEWS_LIST_REWRITE = /^\/news\/list\/[^/]+\/[^/]+$/;

/** The visitor's path without its locale prefix, as next-intl's usePathname. */
export function usePathname(): string {
  const pathname = navigation.usePathname();
  if (NEWS_LIST_REWRITE.test(pathname)) return '/news';
  return publicListPath(publicFeaturePath(publicNotFoundPath(pathname)));
}

import 'server-only';
import { permanentRedirect, redirect } from 'next/navigation';

import type { Locale } from '@/lib/i18n/routing';

import { redirectTargetKeepingQuery } from './keep-query';

/**
 * Redirects a page to `path` in `locale` (307, or 308 when `permanent`), keeping the request's
 * query though the page cannot read it (lib/navigation/keep-query.ts). `path` is encoded already.
 */
export function redirectKeepingQuery(
  path: string,
  locale: Locale,
  { permanent = false }: { permanent?: boolean } = {},
): never {
  const target = redirectTargetKeepingQuery(path, locale);
  return permanent ? permanentRedirect(target) : redirect(target);
}

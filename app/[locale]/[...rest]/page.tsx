import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';

import { resolveSitePath } from '@/features/content/resolve-site-path';
import { getSiteMapTrees } from '@/features/content/server/cached-pages';
import { routing } from '@/lib/i18n/routing';
import { redirectKeepingQuery } from '@/lib/navigation/redirect-keeping-query';

type Props = { params: Promise<{ locale: string; rest: string[] }> };

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

// part 1 §2.1: the paths the site page list names (/contact-us, /exporters/export-guide…) lead to
// their page for good (308), with the request's query; any other path answers the localised 404
// page with status 404.
export default async function UnknownRoute({ params }: Props) {
  const { locale, rest } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const segments = rest.map(decoded);
  if (segments.some((segment) => segment === null)) notFound();
  const target = resolveSitePath(segments as string[], await getSiteMapTrees(), locale);
  if (!target) notFound();
  // Arabic slugs leave percent-encoded, as every other redirect of the content routes does.
  redirectKeepingQuery(encodeURI(target), locale, { permanent: true });
}

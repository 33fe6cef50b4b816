import { redirect } from 'next/navigation';
import { hasLocale } from 'next-intl';

import { localePath } from '@/lib/i18n/locale-path';
import { routing } from '@/lib/i18n/routing';

// It reads the query, so it is rendered per request.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// /login, the authentication callback (part 1 §2.1): the login page, with the same query.
export default async function LoginCallback({ params, searchParams }: Props) {
  const { locale } = await params;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(await searchParams)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      query.append(name, item);
    }
  }
  const search = query.toString() ? `?${query.toString()}` : '';
  redirect(
    `${localePath('/auth/login', hasLocale(routing.locales, locale) ? locale : 'en')}${search}`,
  );
}

import 'server-only';
import { headers } from 'next/headers';
import { hasLocale } from 'next-intl';
import { getLocale } from 'next-intl/server';

import { type Locale, routing } from '@/lib/i18n/routing';
import { routeConsole } from '@/lib/navigation/console-path';

import { CONSOLE_PATH_HEADER } from './staff-page';

/**
 * The language of a console request where no `[locale]` param reaches (the 403 page Next renders
 * for `forbidden()`): the address the proxy passed on (`/ar/admin/…` is Arabic), else next-intl's
 * request locale, else the default.
 */
export async function consoleRequestLocale(): Promise<Locale> {
  const address = (await headers()).get(CONSOLE_PATH_HEADER);
  const route = address ? routeConsole(address.split('?')[0]!) : null;
  if (route) return route.locale;
  const locale = await getLocale();
  return hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
}

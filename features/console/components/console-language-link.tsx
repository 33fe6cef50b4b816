'use client';

import { usePathname, useSearchParams } from 'next/navigation';

import type { Locale } from '@/lib/i18n/routing';
import { consoleAddressIn } from '@/lib/navigation/console-path';

type Props = { locale: Locale; label: string; className?: string };

/**
 * The console's language switch: the page shown, with its query (a list's filters and page), in
 * the other language. It reads the address in the browser, since the shell's layout is not
 * rendered again when a filter form or a page link moves within the console.
 */
export function ConsoleLanguageLink({ locale, label, className }: Props) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const href = consoleAddressIn(search ? `${pathname}?${search}` : pathname, locale);
  return (
    <a href={href} lang={locale} hrefLang={locale} className={className}>
      {label}
    </a>
  );
}

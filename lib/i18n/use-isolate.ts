import { useLocale } from 'next-intl';

import { isolate } from './isolate';
import { isLocale } from './routing';

/**
 * `isolate` (lib/i18n/isolate.ts) in the page's language, for a component that puts a user-written
 * value into a plain-text message (a dialog's text, a status note): isolated on Arabic pages.
 */
export function useIsolate(): (value: string, options?: { latin?: boolean }) => string {
  const locale = useLocale();
  const shown = isLocale(locale) ? locale : 'en';
  return (value, options) => isolate(value, shown, options);
}

import { useLocale } from 'next-intl';

import { localePath } from './locale-path';
import { isLocale, routing } from './routing';

/** A path in the page's language, for a plain form's action or a link outside next-intl's Link. */
export function useLocalePath(path: string): string {
  const current = useLocale();
  return localePath(path, isLocale(current) ? current : routing.defaultLocale);
}
